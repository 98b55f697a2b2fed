import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';

// The customer point ledger (적립금): append-only; a correction is a reversing entry.
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** One of POINT_KINDS. */
    kind: text('kind').notNull(),
    /** Signed points (1 point = 1 won): + adds to the balance. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The document that moved the points (order, return, association payout…) and its line. */
    docKind: text('doc_kind'),
    docCode: text('doc_code'),
    docLine: integer('doc_line'),
    /** The document that took the points back (a return, a cancel request) when the entry is filed
     * under the sale line it reverses. */
    refCode: text('ref_code'),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    at: stampNow('at'),
  },
  (t) => [
    index('point_entries_customer_idx').on(t.customerId, t.entryDate, t.id),
    index('point_entries_doc_idx').on(t.docCode, t.docLine),
    index('point_entries_ref_idx').on(t.refCode).where(sql`${t.refCode} is not null`),
  ],
);

// No check constraint on the balance: the ledger kit moves it by an upsert, and PostgreSQL checks
// the upsert's proposed row (the bare delta) before it finds the conflict. point.service locks the
// row and refuses any take-away beyond it instead.
export const pointBalances = pgTable('point_balances', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: stampNow('updated_at'),
});
