import { sql } from 'drizzle-orm';
import {
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
import { refTo, stampNow } from '../../platform/db/columns.js';
import * as doc from '../purchase/purchase-columns.js';

export const purchaseOrderCodeSeq = pgSequence('purchase_order_code_seq', { startWith: 1 });

/**
 * Purchase orders (발주): what the company asks one supplier for, on the four-eyes path
 * (requested → checked → approved → saved). Nothing moves stock or money here: the arrival
 * drafts made from a saved order do, when they are examined and fixed.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...doc.supplierDocumentColumns('B', 'purchase_order_code_seq'),
    warehouseCode: doc.warehouseColumn(),
    /** The Korean day of the request: the list's period. */
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('requested'),
    ...doc.documentMoneyColumns(),
    memo: text('memo'),
    ...doc.approvalColumns(),
    /** Why it was rejected or cancelled. */
    rejectReason: text('reject_reason'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    ...doc.supplierDocumentIndexes('purchase_orders', t, t.orderDate),
    index('purchase_orders_date_idx').on(t.orderDate, t.id),
    check('purchase_orders_status_check', sql`${t.status} in ${doc.APPROVAL_STATUS_SQL}`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...doc.priceLineColumns(),
    orderId: refTo('order_id', () => purchaseOrders.id),
    ...doc.lineMoneyColumns(),
    vatIncluded: boolean('vat_included').notNull().default(false),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    /** Cut from a saved order (잔량 취소): never to arrive. */
    cancelledQty: integer('cancelled_qty').notNull().default(0),
  },
  (t) => [
    ...doc.priceLineChecks('purchase_order_lines', t, t.orderId),
    // One line per part: an arrival line links one order line, and a purchase has one line per part.
    uniqueIndex('purchase_order_lines_part_key').on(t.orderId, t.partId),
    index('purchase_order_lines_part_idx').on(t.partId),
    index('purchase_order_lines_expected_idx').on(t.expectedDate, t.id),
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
