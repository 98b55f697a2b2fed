import type { PartListRow } from '@erp/domain';
import { Tag } from 'antd';
import type { Ref } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { CandidateList } from '../../components/document/candidate-list';
import type { DocumentColumn } from '../../components/document/document-columns';
import { DocumentLineGrid, type DocumentLineGridHandle } from '../../components/document/document-line-grid';
import { usePartSearch } from '../../components/document/use-part-search';
import { LINE_QTY_RULE, PURCHASE_PRICE_RULE } from '../../components/line-grid/line-cell-rules';
import { scanValue, searchParts } from '../barcode/barcode.api';
import { exactPart, type PurchaseDraftLine, pickPurchasePart, purchaseLineModel } from './purchase-lines';

const COLUMNS: readonly DocumentColumn<PurchaseDraftLine>[] = [
  { kind: 'part', cell: 'part', title: '품번 · 바코드 · 품명', width: 170 },
  {
    kind: 'display',
    title: '품명',
    render: (l) => l.name,
    cellClass: () => 'ellipsis',
    hover: (l) => l.name,
  },
  {
    kind: 'number',
    cell: 'qty',
    title: '수량',
    num: true,
    width: 80,
    rule: LINE_QTY_RULE,
    get: (l) => l.qty,
    set: (l, qty) => ({ ...l, qty }),
  },
  {
    kind: 'number',
    cell: 'price',
    title: '단가',
    num: true,
    width: 110,
    rule: PURCHASE_PRICE_RULE,
    get: (l) => l.unitPrice,
    set: (l, unitPrice) => ({ ...l, unitPrice }),
  },
  { kind: 'money', part: 'supply', title: '공급가액', num: true, width: 100 },
  { kind: 'money', part: 'tax', title: '부가세', num: true, width: 86 },
  { kind: 'money', part: 'total', title: '합계', num: true, width: 106, strong: true },
  {
    kind: 'display',
    title: '부가세',
    width: 56,
    render: (l) => (l.partCode === null ? '' : l.vatIncluded ? '포함' : '별도'),
    cellClass: () => 'center muted',
  },
];

/**
 * A scanned code (a maker's barcode, a unit barcode, or a QR label's address reduced to its
 * path) is looked up exactly first, as the scanner desk expects; words go to the part search.
 */
const findParts = async (keyword: string, signal: AbortSignal): Promise<PartListRow[]> => {
  if (/^\S+$/.test(keyword) && !/[가-힣]/.test(keyword)) {
    const scan = await scanValue(keyword).catch(() => null);
    if (signal.aborted) return [];
    if (scan?.part) return [{ ...scan.part, matchedBy: 'barcode' }];
  }
  return (await searchParts(keyword, signal)).rows;
};

type Props = {
  lines: readonly PurchaseDraftLine[];
  onChange: (update: (lines: PurchaseDraftLine[]) => PurchaseDraftLine[]) => void;
  handleRef?: Ref<DocumentLineGridHandle>;
  disabled?: boolean;
};

/** The purchase's lines on the document kit's grid: type or scan a part, Enter, quantity, price. */
export const PurchaseLineGrid = ({ lines, onChange, handleRef, disabled }: Props) => {
  const search = usePartSearch<PartListRow>(findParts);
  return (
    <DocumentLineGrid<PurchaseDraftLine, PartListRow>
      label="매입 품목"
      lines={lines}
      onChange={onChange}
      model={purchaseLineModel}
      columns={COLUMNS}
      {...(handleRef ? { handleRef } : {})}
      {...(disabled ? { disabled } : {})}
      part={{
        search,
        exact: exactPart,
        pick: pickPurchasePart,
        renderList: ({ anchor, onPick }) => (
          <CandidateList<PartListRow>
            state={search.state}
            anchor={anchor}
            onPick={onPick}
            rowKey={(p) => p.code}
            head={
              <>
                <th>품번</th>
                <th>품명</th>
                <th>규격</th>
                <th>브랜드</th>
                <th className="num">매입가</th>
              </>
            }
            cells={(p) => (
              <>
                <td className="code">
                  {p.partNo}
                  {p.matchedBy === 'barcode' && <Tag className="erp-candidates-tag">바코드</Tag>}
                </td>
                <td>
                  {p.name}
                  {p.carModel && <span className="erp-candidates-car"> {p.carModel}</span>}
                </td>
                <td>{p.norm}</td>
                <td>{p.brandName}</td>
                <td className="num">{formatWon(p.purchasePrice)}</td>
              </>
            )}
          />
        ),
      }}
    />
  );
};
