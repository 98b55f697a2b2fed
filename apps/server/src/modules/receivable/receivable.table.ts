import { bigint, bigserial, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';

// The customer money ledger (거래처원장): append-only; corrections are reversing entries.
export const customerLedger = pgTable(
  'customer_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    /** Signed won: + raises what the customer owes. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    docKind: text('doc_kind'),
    docCode: text('doc_code'),
    memo: text('memo'),
    createdBy: integer('created_by').references(() => accounts.id),
    at: stampNow('at'),
  },
  (t) => [
    index('customer_ledger_customer_idx').on(t.customerId, t.entryDate, t.id),
    index('customer_ledger_doc_idx').on(t.docKind, t.docCode),
  ],
);

export const customerBalances = pgTable('customer_balances', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: stampNow('updated_at'),
});
