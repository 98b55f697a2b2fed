import { bigint, date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';

// Collection work on a customer's receivable: promises to pay (open → kept or broken) and the
// call log. The money itself stays in the receivable ledger (payments are recorded there).
export const collectionPromises = pgTable(
  'collection_promises',
  {
    id: serial('id').primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    promisedDate: date('promised_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    collector: text('collector').notNull(),
    memo: text('memo'),
    status: text('status').notNull().default('open'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    closedBy: accountRef('closed_by'),
    closedAt: stamp('closed_at'),
  },
  (t) => [index('collection_promises_customer_idx').on(t.customerId, t.status)],
);

export const collectionCalls = pgTable(
  'collection_calls',
  {
    id: serial('id').primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    collector: text('collector').notNull(),
    result: text('result').notNull(),
    createdBy: accountRef('created_by'),
    at: stampNow('at'),
  },
  (t) => [index('collection_calls_customer_idx').on(t.customerId, t.at)],
);
