import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';

// 선수금 (a customer's advance): append-only; a correction is a reversing entry (reverses_code),
// at most one per entry (the unique index refuses a second, whatever runs beside it).
export const customerDepositEntries = pgTable(
  'customer_deposit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** received (+), applied (−, to an order), refunded (−), reversal (the opposite of an entry). */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method'),
    orderCode: text('order_code'),
    reversesCode: text('reverses_code'),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    at: stampNow('at'),
  },
  (t) => [
    uniqueIndex('customer_deposit_entries_code_key').on(t.code),
    uniqueIndex('customer_deposit_entries_reverses_key')
      .on(t.reversesCode)
      .where(sql`reverses_code is not null`),
    index('customer_deposit_entries_customer_idx').on(t.customerId, t.entryDate, t.id),
    index('customer_deposit_entries_at_idx').on(t.at, t.id),
    index('customer_deposit_entries_order_idx').on(t.orderCode).where(sql`order_code is not null`),
  ],
);

export const customerDepositBalances = pgTable('customer_deposit_balances', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: stampNow('updated_at'),
});
