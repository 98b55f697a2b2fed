import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';

/**
 * Issued monthly billing statements (월합계 청구서) and the reversing documents that void them.
 * Amounts are the receivable ledger's figures at issue, kept so a reprint shows what was sent.
 * A period is billed once: at most one live issue per customer and period (partial unique index),
 * and the service refuses one that overlaps a live issue.
 */
export const billingStatements = pgTable(
  'billing_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** E + day code (DOC_CODE_PREFIXES.billing). */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    openingBalance: bigint('opening_balance', { mode: 'number' }).notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    salesSupply: bigint('sales_supply', { mode: 'number' }).notNull(),
    salesTax: bigint('sales_tax', { mode: 'number' }).notNull(),
    cancels: bigint('cancels', { mode: 'number' }).notNull(),
    returns: bigint('returns', { mode: 'number' }).notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    adjustments: bigint('adjustments', { mode: 'number' }).notNull(),
    closingBalance: bigint('closing_balance', { mode: 'number' }).notNull(),
    /** A reversal names the issue it voids. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    /** Set on an issue when its reversal is written. */
    voidedAt: stamp('voided_at'),
    reason: text('reason'),
    issuedBy: accountRef('issued_by'),
    issuedAt: stampNow('issued_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('billing_statements_code_key').on(t.code),
    uniqueIndex('billing_statements_live_key')
      .on(t.customerId, t.fromDate, t.toDate)
      .where(sql`${t.kind} = 'issue' and ${t.voidedAt} is null`),
    index('billing_statements_customer_idx').on(t.customerId, t.fromDate),
    index('billing_statements_issued_idx').on(t.issuedAt, t.id),
    check('billing_statements_kind_check', sql`${t.kind} in ('issue', 'reversal')`),
    check('billing_statements_period_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);
