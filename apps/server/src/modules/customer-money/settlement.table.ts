import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';

// An app customer's settlement standard (정산 기준): one row per customer, changed in place (a
// setting, not money; the audit log keeps each change).
export const customerSettlementStandards = pgTable('customer_settlement_standards', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  cycle: text('cycle').notNull(),
  closingDay: integer('closing_day').notNull(),
  payDays: integer('pay_days').notNull(),
  method: text('method').notNull(),
  memo: text('memo'),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});
