import { RECEIVABLE_KIND_LABELS, toYmd } from '@erp/domain';
import type { CustomerLedgerView, LedgerLine } from './customer-ledger.api';

// The rows of the printed ledger: the opening balance, each entry with its running balance, the
// period totals. The server computes every figure; this only lays them out and checks they add up.

export type LedgerRow =
  | { type: 'opening'; balance: number }
  | { type: 'entry'; line: LedgerLine; label: string }
  | { type: 'total'; debit: number; credit: number; balance: number };

export const ledgerRows = (ledger: CustomerLedgerView): LedgerRow[] => [
  { type: 'opening', balance: ledger.openingBalance },
  ...ledger.lines.map((line) => ({
    type: 'entry' as const,
    line,
    label: RECEIVABLE_KIND_LABELS[line.kind] ?? line.kind,
  })),
  { type: 'total', debit: ledger.totalDebit, credit: ledger.totalCredit, balance: ledger.closingBalance },
];

/** Opening + debits − credits = closing, and each running balance follows from the one before. */
export const ledgerAddsUp = (ledger: CustomerLedgerView): boolean => {
  let balance = ledger.openingBalance;
  for (const line of ledger.lines) {
    balance += line.debit - line.credit;
    if (balance !== line.balance) return false;
  }
  return (
    balance === ledger.closingBalance &&
    ledger.openingBalance + ledger.totalDebit - ledger.totalCredit === balance
  );
};

/** The first day of this month to today, on the Korean calendar. */
export const thisMonth = (now: Date): { from: string; to: string } => {
  const today = toYmd(now);
  return { from: `${today.slice(0, 6)}01`, to: today };
};

/**
 * The statement a ledger entry opens: a sale its statement of account, a cancel its cancel
 * statement (found by the cancel's code, which the ledger row carries).
 */
export const documentLink = (
  line: Pick<LedgerLine, 'docKind' | 'docCode'>,
): { kind: 'sale' | 'cancel'; code: string } | null => {
  if (!line.docCode) return null;
  if (line.docKind === 'sales_order') return { kind: 'sale', code: line.docCode };
  if (line.docKind === 'order_cancel') return { kind: 'cancel', code: line.docCode };
  return null;
};
