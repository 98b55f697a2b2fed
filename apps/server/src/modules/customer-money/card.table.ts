import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';

// A customer's card as the gateway gave it back: its payment token and the last four digits.
// The number and the security code are never stored (DESIGN §5); a test searches for them.
export const customerCards = pgTable(
  'customer_cards',
  {
    id: serial('id').primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    token: text('token').notNull(),
    last4: text('last4').notNull(),
    brand: text('brand'),
    holderName: text('holder_name'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [index('customer_cards_customer_idx').on(t.customerId)],
);
