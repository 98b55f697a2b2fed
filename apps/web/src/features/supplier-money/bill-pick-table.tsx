import { Checkbox, InputNumber } from 'antd';
import { formatCount, formatWon } from '../../components/data-table/cell-format';
import type { PickRow } from './bill-lines';

type Props = {
  rows: readonly PickRow[];
  /** A saved bill shown as it stands: its quantities and prices as text, nothing to tick. */
  readOnly?: boolean;
  onChange: (purchaseLineId: number, change: Partial<Pick<PickRow, 'picked' | 'qty' | 'billPrice'>>) => void;
};

type NumberProps = {
  label: string;
  row: PickRow;
  value: number;
  min: number;
  width: number;
  /** Won with separators (a price). */
  won?: boolean;
  invalid?: boolean;
  onChange: (value: number) => void;
};

/** A quantity or price of the bill's line, typed only while the line is ticked. */
const LineNumber = ({ label, row, value, min, width, won, invalid, onChange }: NumberProps) => (
  <InputNumber<number>
    aria-label={label}
    size="small"
    min={min}
    controls={false}
    disabled={!row.picked}
    value={value}
    status={invalid ? 'error' : undefined}
    {...(won
      ? {
          formatter: (n: number | string | undefined) => (n === undefined ? '' : formatWon(Number(n))),
          parser: (text: string | undefined) => Number((text ?? '').replace(/[^\d]/g, '')),
        }
      : {})}
    onChange={(v) => onChange(v ?? 0)}
    style={{ width }}
  />
);

/** What the bill says of a line: its quantity (never past what is open) and its price. */
const BILL_FIELDS = [
  { key: 'qty', label: '계산서 수량', min: 1, width: 80, won: false },
  { key: 'billPrice', label: '계산서 단가', min: 0, width: 110, won: true },
] as const;

const ordered = (qty: number | null) => (qty === null ? '–' : formatCount(qty));

/**
 * The supplier's open arrival lines beside what the bill charges: ordered (– until orders link
 * arrivals), received, billed on other bills, then this bill's quantity and price. A row whose
 * quantity or price differs from the arrival is marked.
 */
export const BillPickTable = ({ rows, readOnly, onChange }: Props) => (
  <table className="erp-sm-table" aria-label="입고 품목 대사">
    <thead>
      <tr>
        {!readOnly && <th>청구</th>}
        <th>입고 번호</th>
        <th>품목</th>
        <th className="num">발주</th>
        <th className="num">입고</th>
        <th className="num">다른 계산서</th>
        <th className="num">입고 단가</th>
        <th className="num">계산서 수량</th>
        <th className="num">계산서 단가</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => {
        const differs = r.picked && (r.qty !== r.openQty || r.billPrice !== r.receivedPrice);
        return (
          <tr key={r.purchaseLineId} className={differs ? 'is-diff' : undefined}>
            {!readOnly && (
              <td>
                <Checkbox
                  aria-label={`${r.partName} 청구`}
                  checked={r.picked}
                  onChange={(e) => onChange(r.purchaseLineId, { picked: e.target.checked })}
                />
              </td>
            )}
            <td className="erp-mono">{r.purchaseCode}</td>
            <td>
              {r.partName} <span className="erp-text-secondary">{r.partNo}</span>
            </td>
            <td className="num">{ordered(r.orderedQty)}</td>
            <td className="num">{formatCount(r.receivedQty)}</td>
            <td className="num">{formatCount(r.billedElsewhere)}</td>
            <td className="num">{formatWon(r.receivedPrice)}</td>
            {BILL_FIELDS.map((f) => (
              <td key={f.key} className="num">
                {readOnly ? (
                  (f.won ? formatWon : formatCount)(r[f.key])
                ) : (
                  <LineNumber
                    label={`${r.partName} ${f.label}`}
                    row={r}
                    value={r[f.key]}
                    min={f.min}
                    width={f.width}
                    won={f.won}
                    invalid={f.key === 'qty' && r.picked && r.qty > r.openQty}
                    onChange={(v) => onChange(r.purchaseLineId, { [f.key]: v })}
                  />
                )}
              </td>
            ))}
          </tr>
        );
      })}
      {rows.length === 0 && (
        <tr>
          <td colSpan={9}>청구할 수 있는 확정 입고가 없습니다.</td>
        </tr>
      )}
    </tbody>
  </table>
);
