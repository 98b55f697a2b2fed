import { DeleteOutlined } from '@ant-design/icons';
import { Button, InputNumber, Table, Typography } from 'antd';
import { formatWon } from '../../components/data-table/cell-format';
import { AmountInput } from '../../components/form-page/form-inputs';
import {
  LINE_QTY_RULE,
  lineMoney,
  numberCellProblem,
  PURCHASE_PRICE_RULE,
  unpricedNote,
} from '../../components/line-grid/line-cell-rules';
import { RefusableCell } from '../../components/line-grid/refusable-cell';

export type Line = {
  partCode: string;
  partNo: string;
  name: string;
  vatIncluded: boolean;
  qty: number | null;
  unitPrice: number | null;
};

const RULES = { qty: LINE_QTY_RULE, price: PURCHASE_PRICE_RULE };

/** A line's money as the server will compute it (VAT by the part's flag), or null while a cell is refused. */
export const lineAmounts = (l: Line) => lineMoney(l.qty, l.unitPrice, l.vatIncluded, RULES);

type Props = {
  lines: readonly Line[];
  totals: { supply: number; tax: number; total: number; unpriced: number };
  overTotal: string | null;
  onChange: (index: number, patch: Partial<Line>) => void;
  onRemove: (index: number) => void;
};

/** The purchase's lines: each quantity and price cell names what is wrong with it (issue #16). */
export const PurchaseLineTable = ({ lines, totals, overTotal, onChange, onRemove }: Props) => (
  <Table<Line>
    size="small"
    rowKey="partCode"
    pagination={false}
    style={{ marginTop: 8 }}
    dataSource={lines}
    locale={{ emptyText: '품목을 찾거나 스캔해 추가하세요.' }}
    columns={[
      { title: '줄', width: 44, align: 'right', render: (_, __, i) => i + 1 },
      { title: '품번', dataIndex: 'partNo', width: 150, className: 'erp-mono' },
      { title: '품명', dataIndex: 'name', ellipsis: true },
      {
        title: '수량',
        width: 110,
        render: (_, l, i) => {
          const problem = numberCellProblem(LINE_QTY_RULE, l.qty);
          return (
            <RefusableCell problem={problem}>
              <InputNumber<number>
                aria-label={`${i + 1}번째 줄 수량`}
                aria-invalid={problem ? true : undefined}
                status={problem ? 'error' : undefined}
                // No min or rounding here: what was typed stays and the cell names what is
                // wrong with it (a 0 silently shown as 1 hid the mistake).
                value={l.qty}
                onChange={(v) => onChange(i, { qty: v })}
                style={{ width: '100%' }}
              />
            </RefusableCell>
          );
        },
      },
      {
        title: '단가',
        width: 150,
        render: (_, l, i) => (
          <RefusableCell problem={numberCellProblem(PURCHASE_PRICE_RULE, l.unitPrice)}>
            <AmountInput
              aria-label={`${i + 1}번째 줄 단가`}
              value={l.unitPrice}
              onChange={(v) => onChange(i, { unitPrice: v ?? null })}
            />
          </RefusableCell>
        ),
      },
      {
        title: '금액',
        width: 120,
        align: 'right',
        render: (_, l) => {
          const money = lineAmounts(l);
          // A line that cannot be priced shows no figure and stays out of the totals.
          return money ? (
            formatWon(money.total)
          ) : (
            <Typography.Text type="danger" data-testid="purchase-line-unpriced">
              —
            </Typography.Text>
          );
        },
      },
      { title: '부가세', width: 70, render: (_, l) => (l.vatIncluded ? '포함' : '별도') },
      {
        title: '',
        width: 48,
        render: (_, l, i) => (
          <Button
            size="small"
            type="text"
            danger
            aria-label={`${l.partNo} 줄 삭제`}
            icon={<DeleteOutlined />}
            onClick={() => onRemove(i)}
          />
        ),
      },
    ]}
    summary={() =>
      lines.length > 0 ? (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={5} align="right">
            {totals.unpriced > 0 && (
              <Typography.Text type="danger" data-testid="purchase-unpriced">
                {unpricedNote(totals.unpriced)}{' '}
              </Typography.Text>
            )}
            {overTotal && (
              <Typography.Text type="danger" data-testid="purchase-over-total">
                {overTotal}{' '}
              </Typography.Text>
            )}
            공급가액 {formatWon(totals.supply)} · 부가세 {formatWon(totals.tax)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong data-testid="purchase-total">{formatWon(totals.total)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} colSpan={2} />
        </Table.Summary.Row>
      ) : null
    }
  />
);
