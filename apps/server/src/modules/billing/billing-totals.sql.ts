import type { BillingTotals } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';

// The period's figures straight from the receivable ledger, one aggregate per customer: what a
// statement shows and what an issue stores. Kinds as RECEIVABLE_KINDS; payments include deposit
// use, adjustments the opening entries and manual adjustments of the period.

/** SELECT list of the totals over customer_ledger `l`, for the period [from, to]. */
export const billingTotalsColumns = (from: string, to: string): SQL => sql`
  coalesce(sum(l.amount) filter (where l.entry_date < ${from}::date), 0)::bigint as "openingBalance",
  coalesce(sum(l.amount) filter (where l.entry_date >= ${from}::date and l.kind = 'sale'), 0)::bigint as "sales",
  coalesce(sum(l.supply) filter (where l.entry_date >= ${from}::date and l.kind = 'sale'), 0)::bigint as "salesSupply",
  coalesce(sum(l.tax) filter (where l.entry_date >= ${from}::date and l.kind = 'sale'), 0)::bigint as "salesTax",
  coalesce(sum(l.amount) filter (where l.entry_date >= ${from}::date and l.kind = 'cancel'), 0)::bigint as "cancels",
  coalesce(sum(l.amount) filter (where l.entry_date >= ${from}::date and l.kind = 'return'), 0)::bigint as "returns",
  coalesce(sum(l.amount) filter (where l.entry_date >= ${from}::date
    and (l.kind like 'payment-%' or l.kind = 'deposit-use')), 0)::bigint as "payments",
  coalesce(sum(l.amount) filter (where l.entry_date >= ${from}::date
    and l.kind in ('opening', 'adjustment')), 0)::bigint as "adjustments",
  coalesce(sum(l.amount), 0)::bigint as "closingBalance"`;

type TotalsRow = { [K in keyof BillingTotals]: string | number };

/** The driver answers bigint as text: to numbers. */
export const totalsOf = (row: TotalsRow | undefined): BillingTotals => ({
  openingBalance: Number(row?.openingBalance ?? 0),
  sales: Number(row?.sales ?? 0),
  salesSupply: Number(row?.salesSupply ?? 0),
  salesTax: Number(row?.salesTax ?? 0),
  cancels: Number(row?.cancels ?? 0),
  returns: Number(row?.returns ?? 0),
  payments: Number(row?.payments ?? 0),
  adjustments: Number(row?.adjustments ?? 0),
  closingBalance: Number(row?.closingBalance ?? 0),
});
