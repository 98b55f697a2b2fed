import type { PrintColumn } from '../../components/print-sheet/print-sheet';
import type { StatementLine } from './statement.api';
import { type BalanceCell, printWon } from './statement-format';

/** The lines of a statement or an estimate as the print sheet draws them. */
export const STATEMENT_LINE_COLUMNS: PrintColumn<StatementLine>[] = [
  { key: 'partNo', title: '품번', width: '17%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.name },
  { key: 'norm', title: '규격', width: '9%', align: 'center', render: (l) => l.norm ?? '' },
  { key: 'qty', title: '수량', width: '7%', align: 'right', render: (l) => printWon(l.qty) },
  { key: 'unitPrice', title: '단가', width: '11%', align: 'right', render: (l) => printWon(l.unitPrice) },
  { key: 'supply', title: '공급가액', width: '12%', align: 'right', render: (l) => printWon(l.supply) },
  { key: 'tax', title: '세액', width: '10%', align: 'right', render: (l) => printWon(l.tax) },
];

/**
 * The balance box of a statement: the labels over their amounts. `testIds`: this copy's figures
 * carry test ids (one copy per page, so each id is unique).
 */
export const BalanceTable = ({
  cells,
  className,
  label,
  testIds,
}: {
  cells: readonly BalanceCell[];
  className: string;
  /** The table's name for a screen reader. */
  label?: string;
  testIds: boolean;
}) => (
  <table className={className} aria-label={label}>
    <tbody>
      <tr>
        {cells.map((c) => (
          <th key={c.label}>{c.label}</th>
        ))}
      </tr>
      <tr>
        {cells.map((c) => (
          <td
            key={c.label}
            className={c.strong ? 'is-strong' : undefined}
            data-testid={testIds ? `balance-${c.label}` : undefined}
          >
            {c.value}
          </td>
        ))}
      </tr>
    </tbody>
  </table>
);
