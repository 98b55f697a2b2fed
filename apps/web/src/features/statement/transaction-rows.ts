import { toYmd } from '@erp/domain';
import type { TransactionDocument, TransactionLine, TransactionStatement } from './statement.api';

// The printed rows of the transaction statement (거래내역서): each document's heading row (day,
// kind, number, amount, balance after it) followed by its lines; the figures are the server's.

export type TransactionRow =
  | { type: 'doc'; key: string; doc: TransactionDocument }
  | { type: 'line'; key: string; line: TransactionLine };

export const transactionRows = (ts: Pick<TransactionStatement, 'documents'>): TransactionRow[] =>
  ts.documents.flatMap((doc, i) => [
    { type: 'doc' as const, key: `d${i}`, doc },
    ...doc.lines.map((line, j) => ({ type: 'line' as const, key: `d${i}l${j}`, line })),
  ]);

/** Opening + sales − cancels − payments + others = closing: the box under the title checks it. */
export const transactionAddsUp = (ts: TransactionStatement): boolean =>
  ts.openingBalance + ts.sales - ts.cancels - ts.payments + ts.others === ts.closingBalance &&
  ts.documents.every((d) => d.lines.length === 0 || d.lines.reduce((n, l) => n + l.total, 0) === d.amount);

/** The period the page opens with: ?from=&to= when both are days in order, else this month so far. */
export const statementPeriod = (
  from: string | null,
  to: string | null,
  now: Date,
): { from: string; to: string } => {
  const ok = (v: string | null): v is string => v !== null && /^\d{8}$/.test(v);
  if (ok(from) && ok(to) && from <= to) return { from, to };
  const today = toYmd(now);
  return { from: `${today.slice(0, 6)}01`, to: today };
};
