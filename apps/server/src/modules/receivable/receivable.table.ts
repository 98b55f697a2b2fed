import { bigint, bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { moneyEntryColumns } from '../../platform/ledger/money-ledger.js';
import { customers } from '../customer/customer.table.js';

// The customer money ledger (거래처원장): append-only; corrections are reversing entries.
export const customerLedger = pgTable(
  'customer_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    // amount + raises what the customer owes.
    ...moneyEntryColumns(),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
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
