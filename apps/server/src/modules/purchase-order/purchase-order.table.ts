import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';
import { suppliers } from '../supplier/supplier.table.js';

export const purchaseOrderCodeSeq = pgSequence('purchase_order_code_seq', { startWith: 1 });

/**
 * Purchase orders (발주): what the company asks one supplier for, on the four-eyes path
 * (requested → checked → approved → saved). Nothing moves stock or money here: the arrival
 * drafts made from a saved order do, when they are examined and fixed.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`prefixed_code('B', nextval('purchase_order_code_seq'), 8)`),
    supplierId: refTo('supplier_id', () => suppliers.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    /** The Korean day of the request: the list's period. */
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('requested'),
    supply: bigint('supply', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    memo: text('memo'),
    version: integer('version').notNull().default(1),
    requestedBy: accountRef('requested_by'),
    requestedAt: stampNow('requested_at'),
    checkedBy: accountRef('checked_by'),
    checkedAt: stamp('checked_at'),
    approvedBy: accountRef('approved_by'),
    approvedAt: stamp('approved_at'),
    savedBy: accountRef('saved_by'),
    savedAt: stamp('saved_at'),
    /** Who rejected or cancelled it, when, and why. */
    closedBy: accountRef('closed_by'),
    closedAt: stamp('closed_at'),
    rejectReason: text('reject_reason'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('purchase_orders_code_key').on(t.code),
    index('purchase_orders_date_idx').on(t.orderDate, t.id),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.orderDate),
    index('purchase_orders_status_idx').on(t.status, t.orderDate),
    check(
      'purchase_orders_status_check',
      sql`${t.status} in ('requested', 'checked', 'approved', 'saved', 'rejected', 'cancelled')`,
    ),
    check('purchase_orders_money_check', sql`${t.supply} + ${t.vat} = ${t.total}`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: refTo('order_id', () => purchaseOrders.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    qty: integer('qty').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    vatIncluded: boolean('vat_included').notNull().default(false),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    /** Cut from a saved order (잔량 취소): never to arrive. */
    cancelledQty: integer('cancelled_qty').notNull().default(0),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_line_key').on(t.orderId, t.lineNo),
    // One line per part: an arrival line links one order line, and a purchase has one line per part.
    uniqueIndex('purchase_order_lines_part_key').on(t.orderId, t.partId),
    index('purchase_order_lines_part_idx').on(t.partId),
    index('purchase_order_lines_expected_idx').on(t.expectedDate, t.id),
    check('purchase_order_lines_qty_check', sql`${t.qty} > 0`),
    check('purchase_order_lines_price_check', sql`${t.unitPrice} >= 0`),
    check('purchase_order_lines_cancelled_check', sql`${t.cancelledQty} between 0 and ${t.qty}`),
  ],
);

/** PurchaseScheduleModify: every change of a line's expected day, who made it and why. */
export const purchaseOrderDateChanges = pgTable(
  'purchase_order_date_changes',
  {
    id: serial('id').primaryKey(),
    orderLineId: refTo('order_line_id', () => purchaseOrderLines.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    changedBy: accountRef('changed_by'),
    changedAt: stampNow('changed_at'),
  },
  (t) => [index('purchase_order_date_changes_line_idx').on(t.orderLineId, t.id)],
);
