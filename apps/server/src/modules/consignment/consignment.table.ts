import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';

/**
 * Each customer's consignment location (위탁 위치): a system warehouse of kind `consignment`,
 * opened on the first document for that customer. Goods there are our stock at the shop.
 */
export const consignmentLocations = pgTable('consignment_locations', {
  customerId: refTo('customer_id', () => customers.id).primaryKey(),
  warehouseCode: text('warehouse_code')
    .notNull()
    .unique()
    .references(() => warehouses.code),
  openedAt: stampNow('opened_at'),
});

/**
 * A consignment document: place (our warehouse → the location), withdraw (the location → our
 * warehouse) or use (sold from the location through an ordinary fixed order, `order_code`).
 * draft → posted (stock moved) → cancelled (moves reversed); a draft may also be cancelled.
 */
export const consignments = pgTable(
  'consignments',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    type: text('type').notNull(),
    status: text('status').notNull().default('draft'),
    customerId: refTo('customer_id', () => customers.id),
    /** Our warehouse the goods leave (place) or return to (withdraw); null for a use. */
    warehouseCode: text('warehouse_code').references(() => warehouses.code),
    locationCode: text('location_code')
      .notNull()
      .references(() => warehouses.code),
    orderCode: text('order_code'),
    memo: text('memo'),
    version: integer('version').notNull().default(1),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    postedBy: accountRef('posted_by'),
    postedAt: stamp('posted_at'),
    cancelledBy: accountRef('cancelled_by'),
    cancelledAt: stamp('cancelled_at'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    index('consignments_created_idx').on(t.createdAt, t.id),
    index('consignments_customer_idx').on(t.customerId, t.createdAt),
    index('consignments_type_idx').on(t.type, t.createdAt),
    check('consignments_type_check', sql`${t.type} in ('place', 'withdraw', 'use')`),
    check('consignments_status_check', sql`${t.status} in ('draft', 'posted', 'cancelled')`),
  ],
);

export const consignmentLines = pgTable(
  'consignment_lines',
  {
    id: serial('id').primaryKey(),
    consignmentId: refTo('consignment_id', () => consignments.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    qty: integer('qty').notNull(),
    /** The sale price of a use line (won per unit, as the order line). */
    unitPrice: integer('unit_price'),
  },
  (t) => [
    uniqueIndex('consignment_lines_doc_line_idx').on(t.consignmentId, t.lineNo),
    index('consignment_lines_part_idx').on(t.partId),
    check('consignment_lines_qty_check', sql`${t.qty} > 0`),
  ],
);
