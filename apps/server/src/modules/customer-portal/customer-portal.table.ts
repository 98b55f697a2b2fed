import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

/**
 * A customer user's basket (CustomerShoppingBasket). Kept per login account in the database, so it
 * survives a new login and another device; one row per part (adding again adds to its quantity).
 */
export const customerBaskets = pgTable(
  'customer_baskets',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    partId: refTo('part_id', () => parts.id),
    qty: integer('qty').notNull(),
    vin: text('vin'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('customer_baskets_account_part_key').on(t.accountId, t.partId),
    index('customer_baskets_customer_idx').on(t.customerId),
    check('customer_baskets_qty_check', sql`${t.qty} > 0`),
  ],
);

/**
 * An app order: the sales order (a draft until the staff fix it on CustomerOrdering) a customer
 * user sent from the portal, with what only the portal knows (who sent it, the delivery asked).
 */
export const customerAppOrders = pgTable(
  'customer_app_orders',
  {
    id: serial('id').primaryKey(),
    orderId: refTo('order_id', () => salesOrders.id),
    customerId: refTo('customer_id', () => customers.id),
    accountId: accountRef('account_id').notNull(),
    deliveryMethodCode: text('delivery_method_code'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('customer_app_orders_order_key').on(t.orderId),
    index('customer_app_orders_customer_idx').on(t.customerId, t.createdAt),
    index('customer_app_orders_created_idx').on(t.createdAt, t.id),
  ],
);
