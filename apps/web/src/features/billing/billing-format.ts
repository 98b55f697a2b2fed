import {
  BILLING_ISSUE_STATE_LABELS,
  type BillingTotals,
  RECEIVABLE_KIND_LABELS,
  type ReceivableKind,
} from '@erp/domain';
import type { BillingStatement } from './billing.api';

// How a billing statement is laid out: the summary boxes and the lines of the detail or the
// per-day summary view. The server computes every figure; this only groups and labels them.

export const TOTAL_BOXES: readonly { key: keyof BillingTotals; label: string; grand?: boolean }[] = [
  { key: 'openingBalance', label: '전기 이월' },
  { key: 'sales', label: '당월 매출' },
  { key: 'cancels', label: '취소' },
  { key: 'returns', label: '반품' },
  { key: 'payments', label: '입금' },
  { key: 'adjustments', label: '조정' },
  { key: 'closingBalance', label: '청구 잔액', grand: true },
];

export type BillingRow = {
  key: string;
  date: string;
  label: string;
  docCode: string;
  supply: number;
  tax: number;
  amount: number;
  balance: number;
};

const kindLabel = (kind: ReceivableKind) => RECEIVABLE_KIND_LABELS[kind] ?? kind;

/** detail: every ledger line; summary: one row per day and kind (its balance after the last). */
export const billingRows = (s: BillingStatement, type: 'detail' | 'summary'): BillingRow[] => {
  const rows = s.lines.map((l) => ({
    key: String(l.id),
    date: l.date,
    label: kindLabel(l.kind),
    docCode: l.docCode ?? '',
    supply: l.supply,
    tax: l.tax,
    amount: l.debit - l.credit,
    balance: l.balance,
  }));
  if (type === 'detail') return rows;
  const grouped = new Map<string, BillingRow>();
  for (const r of rows) {
    const key = `${r.date}:${r.label}`;
    const seen = grouped.get(key);
    if (seen) {
      seen.supply += r.supply;
      seen.tax += r.tax;
      seen.amount += r.amount;
      seen.balance = r.balance;
      seen.docCode = '여러 건';
    } else grouped.set(key, { ...r, key });
  }
  return [...grouped.values()];
};

export const issueStateLabel = (state: keyof typeof BILLING_ISSUE_STATE_LABELS) =>
  BILLING_ISSUE_STATE_LABELS[state];
