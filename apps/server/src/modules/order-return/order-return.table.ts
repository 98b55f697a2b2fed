import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

// A return of a fixed order (U…): requested, checked by a second person, then examined by scan,
// which posts the stock, the receivable credit and the point reversal in one transaction.
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('requested'),
    orderId: refTo('order_id', () => salesOrders.id),
    customerId: refTo('customer_id', () => customers.id),
    warehouseCode: text('warehouse_code').notNull(),
    reason: text('reason').notNull(),
    requestedBy: accountRef('requested_by'),
    requestedAt: stampNow('requested_at'),
    checkedBy: accountRef('checked_by'),
    checkedAt: stamp('checked_at'),
    rejectReason: text('reject_reason'),
    examinedBy: accountRef('examined_by'),
    examinedAt: stamp('examined_at'),
  },
  (t) => [
    uniqueIndex('order_returns_code_key').on(t.code),
    index('order_returns_order_idx').on(t.orderId),
    // The lists: by state, by kind, by customer, newest first.
    index('order_returns_status_idx').on(t.status, t.requestedAt, t.id),
    index('order_returns_kind_idx').on(t.kind, t.requestedAt, t.id),
    index('order_returns_customer_idx').on(t.customerId, t.requestedAt),
    index('order_returns_requested_idx').on(t.requestedAt, t.id),
    // Staff performance reads the returns completed in a period.
    index('order_returns_examined_idx').on(t.examinedAt).where(sql`examined_at is not null`),
    check('order_returns_kind_check', sql`${t.kind} in ('plain', 'exchange', 'defect')`),
    check('order_returns_status_check', sql`${t.status} in ('requested', 'checked', 'rejected', 'examined')`),
  ],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: refTo('return_id', () => orderReturns.id),
    /** The original order's line. */
    lineNo: integer('line_no').notNull(),
    qty: integer('qty').notNull(),
    disposition: text('disposition').notNull(),
    /** The money and points the examination posted (positive credit); null until examined. */
    supply: bigint('supply', { mode: 'number' }),
    tax: bigint('tax', { mode: 'number' }),
    total: bigint('total', { mode: 'number' }),
    pointsReversed: bigint('points_reversed', { mode: 'number' }).notNull().default(0),
    pointShortfall: bigint('point_shortfall', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_return_lines_line_key').on(t.returnId, t.lineNo),
    check('order_return_lines_qty_check', sql`${t.qty} > 0`),
  ],
);

/** Each returned unit scanned in, append-only; a unit barcode counts once per return. */
export const orderReturnScans = pgTable(
  'order_return_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: refTo('return_id', () => orderReturns.id),
    lineNo: integer('line_no').notNull(),
    scannedValue: text('scanned_value').notNull(),
    unitBarcode: text('unit_barcode'),
    scannedBy: accountRef('scanned_by'),
    scannedAt: stampNow('scanned_at'),
  },
  (t) => [
    index('order_return_scans_return_idx').on(t.returnId, t.id),
    uniqueIndex('order_return_scans_unit_key')
      .on(t.returnId, t.unitBarcode)
      .where(sql`unit_barcode is not null`),
  ],
);
