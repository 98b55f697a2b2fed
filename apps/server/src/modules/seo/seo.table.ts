import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

/**
 * Which customers belong to a branch (the branch accounts' partner code): the branch sees, and
 * sells to, these customers only. Head office links them; a customer belongs to one branch at most.
 */
export const seoBranchCustomers = pgTable(
  'seo_branch_customers',
  {
    customerId: refTo('customer_id', () => customers.id),
    partnerCode: text('partner_code').notNull(),
    linkedBy: accountRef('linked_by'),
    linkedAt: stampNow('linked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId] }),
    index('seo_branch_customers_partner_idx').on(t.partnerCode, t.customerId),
  ],
);

/**
 * A CPS order: what a branch order wants beyond the branch warehouse's stock, ordered from head
 * office. Head office fills it as a warehouse move MAIN → branch warehouse (in transit until the
 * branch scans it in); the move is the stock document, this row only tracks the request.
 */
export const seoCpsOrders = pgTable(
  'seo_cps_orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    partnerCode: text('partner_code').notNull(),
    orderId: refTo('order_id', () => salesOrders.id),
    status: text('status').notNull().default('requested'),
    moveCode: text('move_code'),
    failReason: text('fail_reason'),
    failCount: integer('fail_count').notNull().default(0),
    memo: text('memo'),
    version: integer('version').notNull().default(1),
    requestedBy: accountRef('requested_by'),
    requestedAt: stampNow('requested_at'),
    filledBy: accountRef('filled_by'),
    shippedAt: stamp('shipped_at'),
    receivedAt: stamp('received_at'),
  },
  (t) => [
    uniqueIndex('seo_cps_orders_code_idx').on(t.code),
    // One live CPS order per branch order (a cancelled one may be sent again).
    uniqueIndex('seo_cps_orders_live_order_idx').on(t.orderId).where(sql`status <> 'cancelled'`),
    index('seo_cps_orders_status_idx').on(t.status, t.requestedAt, t.id),
    index('seo_cps_orders_partner_idx').on(t.partnerCode, t.requestedAt, t.id),
    index('seo_cps_orders_requested_idx').on(t.requestedAt, t.id),
    index('seo_cps_orders_move_idx').on(t.moveCode).where(sql`move_code is not null`),
    check(
      'seo_cps_orders_status_check',
      sql`${t.status} in ('requested', 'failed', 'shipped', 'received', 'cancelled')`,
    ),
  ],
);

export const seoCpsOrderLines = pgTable(
  'seo_cps_order_lines',
  {
    cpsOrderId: refTo('cps_order_id', () => seoCpsOrders.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cpsOrderId, t.lineNo] }),
    index('seo_cps_order_lines_part_idx').on(t.partId),
    check('seo_cps_order_lines_qty_check', sql`${t.qty} > 0`),
  ],
);
