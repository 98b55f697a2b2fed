import { withParticle } from '@erp/domain';
import { Card, Typography } from 'antd';
import type { ReactNode, Ref } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import type { DocumentColumn, LineModel } from '../../components/document/document-columns';
import {
  DocumentLineGrid,
  type DocumentLineGridHandle,
  type PartLookup,
} from '../../components/document/document-line-grid';
import { LINE_QTY_RULE, ORDER_PRICE_RULE } from '../../components/line-grid/line-cell-rules';
import { toast } from '../../shell/toast/toast';
import {
  type DraftLine,
  isShort,
  lineAmounts,
  needsReason,
  stockIn,
  withCandidate,
  withTrailingBlank,
} from './order-lines';
import { exactCandidate } from './order-paste';
import { PartCandidateList } from './part-candidate-list';
import type { OrderCandidate, Warehouse } from './sales-order.api';
import { useOrderCandidates } from './use-order-candidates';

export type OrderLineGridHandle = DocumentLineGridHandle;

const reasonMissing = (l: DraftLine) => needsReason(l) && l.priceReason.trim() === '';

/** The columns of the order grid; the stock column and its marks follow the order's warehouse. */
const orderColumns = (
  warehouseCode: string,
  warehouseLabel: string | undefined,
): DocumentColumn<DraftLine>[] => [
  { kind: 'part', cell: 'part', title: '품번 · 바코드 · 품명', width: 150 },
  {
    kind: 'display',
    title: '품명',
    render: (l) => l.partName,
    cellClass: () => 'ellipsis',
    hover: (l) => l.partName,
  },
  { kind: 'display', title: '규격', width: 70, render: (l) => l.norm, cellClass: () => 'ellipsis' },
  {
    kind: 'display',
    title: `재고${warehouseLabel ? `(${warehouseLabel})` : ''}`,
    headTitle: '출고 창고의 현재고',
    num: true,
    width: 76,
    render: (l) => {
      const onHand = stockIn(l, warehouseCode);
      return onHand === null ? '' : formatWon(onHand);
    },
    cellClass: (l) => `num${isShort(l, warehouseCode) ? ' is-short' : ''}`,
  },
  {
    kind: 'number',
    cell: 'qty',
    title: '수량',
    num: true,
    width: 58,
    rule: LINE_QTY_RULE,
    get: (l) => l.qty,
    set: (l, qty) => ({ ...l, qty }),
    inputClass: (l) => (isShort(l, warehouseCode) ? 'is-short' : ''),
    cellClass: (l) => (isShort(l, warehouseCode) ? 'is-short-cell' : undefined),
    note: (l) =>
      isShort(l, warehouseCode) ? `재고 부족: ${formatWon(stockIn(l, warehouseCode) ?? 0)}개 있음` : null,
  },
  {
    kind: 'number',
    cell: 'price',
    title: '단가',
    num: true,
    width: 86,
    rule: ORDER_PRICE_RULE,
    get: (l) => l.unitPrice,
    set: (l, unitPrice) => ({ ...l, unitPrice }),
    inputClass: (l) => (needsReason(l) ? 'is-changed' : ''),
  },
  { kind: 'money', part: 'supply', title: '공급가액', num: true, width: 94 },
  { kind: 'money', part: 'tax', title: '부가세', num: true, width: 80 },
  { kind: 'money', part: 'total', title: '합계', num: true, width: 98, strong: true },
  {
    kind: 'text',
    cell: 'reason',
    title: '단가 변경 사유',
    label: '단가 변경 사유',
    width: 140,
    get: (l) => l.priceReason,
    set: (l, priceReason) => ({ ...l, priceReason }),
    when: needsReason,
    required: (l) => (reasonMissing(l) ? '기준 단가와 다르면 변경 사유를 입력하세요.' : null),
    placeholder: (l) => (needsReason(l) ? `사유 필수 (기준 ${formatWon(l.listPrice)})` : undefined),
    inputClass: (l, asked) =>
      `${reasonMissing(l) ? 'is-required' : ''}${reasonMissing(l) && asked ? ' is-asked' : ''}`,
  },
];

/** A candidate taken into a line; a part already on another line is taken again, with a warning. */
const pickCandidate = (lines: readonly DraftLine[], row: number, c: OrderCandidate) => {
  const twin = lines.findIndex((l, i) => i !== row && l.partCode === c.code);
  if (twin >= 0) toast.warning(`${withParticle(c.partNo, '은/는')} ${twin + 1}번째 줄에도 있습니다.`);
  return { lines: lines.map((l, i) => (i === row ? withCandidate(l, c) : l)), focus: { row, cell: 'qty' } };
};

type Props = {
  lines: readonly DraftLine[];
  onChange: (update: (lines: DraftLine[]) => DraftLine[]) => void;
  customerCode: string | null;
  vatIncluded: boolean;
  warehouseCode: string;
  warehouses: readonly Warehouse[];
  /** Lines copied from Excel (several rows) go to the page, which looks each part up. */
  onPasteBlock: (text: string, atRow: number) => void;
  handleRef?: Ref<OrderLineGridHandle>;
};

/**
 * The order register's lines: the document kit's input grid (every cell a real input, so the
 * Hangul IME and a scanner's burst are never split) with the customer-priced candidate search,
 * the stock of the chosen warehouse, and the price-change reason the desk must give.
 */
export const OrderLineGrid = (props: Props) => {
  const { customerCode, vatIncluded, warehouseCode, warehouses } = props;
  const search = useOrderCandidates(customerCode);
  const warehouseLabel = warehouses
    .find((w) => w.code === warehouseCode)
    ?.name.replace(/\s*\(.*\)$/, '')
    .replace(/ 창고$/, '');
  const model: LineModel<DraftLine> = {
    key: (l) => l.key,
    partNo: (l) => l.partNo,
    partCode: (l) => l.partCode,
    withKeyword: (l, partNo) => ({ ...l, partNo }),
    withTrailingBlank,
    money: (l) => lineAmounts(l, vatIncluded),
  };
  const part: PartLookup<DraftLine, OrderCandidate> = {
    search,
    exact: exactCandidate,
    pick: pickCandidate,
    renderList: ({ anchor, onPick }) => (
      <PartCandidateList
        state={search.state}
        anchor={anchor}
        warehouses={warehouses}
        warehouseCode={warehouseCode}
        onPick={onPick}
      />
    ),
  };
  return (
    <DocumentLineGrid<DraftLine, OrderCandidate>
      label="주문 품목"
      lines={props.lines}
      onChange={props.onChange}
      model={model}
      columns={orderColumns(warehouseCode, warehouseLabel)}
      part={part}
      onPasteBlock={props.onPasteBlock}
      {...(props.handleRef ? { handleRef: props.handleRef } : {})}
    />
  );
};

type CardProps = Pick<Props, 'warehouses' | 'handleRef'> & {
  /** The register's lines and head (useOrderRegister). */
  reg: {
    lines: readonly DraftLine[];
    setLines: Props['onChange'];
    header: { customerCode: string | null; vatIncluded: boolean; warehouseCode: string };
  };
  onPaste: (text: string, row: number) => Promise<unknown>;
  /** Drawn instead of the grid once the order can no longer be typed in. */
  locked?: ReactNode;
  /** The keys line under the lines. */
  keys: string;
};

/** The lines card of the order screens (register and fast sale): the grid and its keys. */
export const OrderLinesCard = ({ reg, onPaste, locked, keys, ...rest }: CardProps) => (
  <Card size="small" className="erp-order-card erp-order-lines-card">
    {locked ?? (
      <OrderLineGrid
        lines={reg.lines}
        onChange={reg.setLines}
        customerCode={reg.header.customerCode}
        vatIncluded={reg.header.vatIncluded}
        warehouseCode={reg.header.warehouseCode}
        onPasteBlock={(text, row) => void onPaste(text, row)}
        {...rest}
      />
    )}
    <Typography.Text type="secondary" className="erp-order-keys">
      {keys}
    </Typography.Text>
  </Card>
);
