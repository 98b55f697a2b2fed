import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';

// A phone request (ObtainMemo). worked_by is taken atomically, so two clerks never work one memo.
export const orderMemos = pgTable(
  'order_memos',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    vin: text('vin'),
    carNumber: text('car_number'),
    request: text('request').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    status: text('status').notNull().default('open'),
    deliveryPickupId: text('delivery_pickup_id'),
    takenBy: accountRef('taken_by'),
    workedBy: accountRef('worked_by'),
    workedAt: stamp('worked_at'),
    orderCode: text('order_code'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('order_memos_code_key').on(t.code),
    index('order_memos_open_idx').on(t.createdAt).where(sql`status in ('open', 'working')`),
    index('order_memos_customer_idx').on(t.customerId, t.createdAt),
    // Memo/ObtainMemoList by arrival period (and status).
    index('order_memos_created_idx').on(t.createdAt, t.id),
  ],
);

export const salesOrders = pgTable(
  'sales_orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    memoId: integer('memo_id').references(() => orderMemos.id),
    vin: text('vin'),
    carNumber: text('car_number'),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    status: text('status').notNull().default('draft'),
    vatIncluded: boolean('vat_included').notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
    fixedBy: accountRef('fixed_by'),
    fixedAt: stamp('fixed_at'),
    version: integer('version').notNull().default(1),
    /**
     * The order's business day after a date change (주문일 변경); null = the Korean day it was
     * registered. Only the order's day moves: stock and receivable entries keep the day they
     * were posted, because the ledgers are append-only and never back-dated.
     */
    changedOrderDate: date('changed_order_date', { mode: 'string' }),
    /** The day every list and report files the order under (KST), kept by the database. */
    orderDate: date('order_date', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`coalesce(changed_order_date, (created_at at time zone 'Asia/Seoul')::date)`,
      ),
    /** Booked delivery or pick-up day and time (예약 일시), HHmm. */
    reservationDate: date('reservation_date', { mode: 'string' }),
    reservationTime: text('reservation_time'),
  },
  (t) => [
    uniqueIndex('sales_orders_code_key').on(t.code),
    index('sales_orders_customer_idx').on(t.customerId, t.createdAt),
    index('sales_orders_created_idx').on(t.createdAt, t.id),
    index('sales_orders_status_idx').on(t.status, t.createdAt),
    // ObtainList: a day (or days) of orders, newest first, straight from the index.
    index('sales_orders_order_date_idx').on(t.orderDate, t.createdAt, t.id),
    index('sales_orders_customer_date_idx').on(t.customerId, t.orderDate, t.id),
    index('sales_orders_creator_date_idx').on(t.createdBy, t.orderDate),
    index('sales_orders_fixed_at_idx').on(t.fixedAt).where(sql`fixed_at is not null`),
    index('sales_orders_vin_idx').on(t.vin, t.orderDate).where(sql`vin is not null`),
    index('sales_orders_car_number_idx').on(t.carNumber, t.orderDate).where(sql`car_number is not null`),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: refTo('order_id', () => salesOrders.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    // What the statement prints is kept as it was at the sale, whatever the part master says later.
    partCode: text('part_code').notNull(),
    partNo: text('part_no').notNull(),
    partName: text('part_name').notNull(),
    norm: text('norm'),
    qty: integer('qty').notNull(),
    cancelledQty: integer('cancelled_qty').notNull().default(0),
    /** Units taken back by examined returns (module order-return); never past sold less cancelled. */
    returnedQty: integer('returned_qty').notNull().default(0),
    listPrice: bigint('list_price', { mode: 'number' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    priceReason: text('price_reason'),
    /** Purchase price per unit before VAT, from the part master when the line was priced (margin basis). */
    unitCost: bigint('unit_cost', { mode: 'number' }),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    memo: text('memo'),
  },
  (t) => [
    uniqueIndex('sales_order_lines_order_line_key').on(t.orderId, t.lineNo),
    index('sales_order_lines_part_idx').on(t.partId, t.orderId),
    // The database's own guard that no cancel takes back more than was sold.
    check('sales_order_lines_cancelled_qty', sql`${t.cancelledQty} >= 0 and ${t.cancelledQty} <= ${t.qty}`),
    // Cancels and returns together never take back more than was sold.
    check(
      'sales_order_lines_returned_qty',
      sql`${t.returnedQty} >= 0 and ${t.cancelledQty} + ${t.returnedQty} <= ${t.qty}`,
    ),
  ],
);

export const orderCancelRequests = pgTable(
  'order_cancel_requests',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    orderId: refTo('order_id', () => salesOrders.id),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('requested'),
    requestedBy: accountRef('requested_by'),
    requestedAt: stampNow('requested_at'),
    checkedBy: accountRef('checked_by'),
    checkedAt: stamp('checked_at'),
    rejectReason: text('reject_reason'),
    /** OrderCancelExamination finished: every returned unit was scanned back in. */
    returnExaminedBy: accountRef('return_examined_by'),
    returnExaminedAt: stamp('return_examined_at'),
  },
  (t) => [
    uniqueIndex('order_cancel_requests_code_key').on(t.code),
    index('order_cancel_requests_order_idx').on(t.orderId),
    index('order_cancel_requests_open_idx').on(t.requestedAt).where(sql`status = 'requested'`),
    // The cancel check lists, by state and check time.
    index('order_cancel_requests_status_idx').on(t.status, t.checkedAt),
    // The returns still waiting to be scanned back in: only those rows, whatever the history.
    index('order_cancel_requests_awaiting_return_idx')
      .on(t.checkedAt.desc(), t.id.desc())
      .where(sql`status = 'checked' and return_examined_at is null`),
  ],
);

/**
 * OrderCancelExamination: each returned item scanned back in, append-only. A unit barcode counts
 * once per cancel (the unique index is the guard, also against two examiners at once).
 */
export const orderCancelExaminationScans = pgTable(
  'order_cancel_examination_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: refTo('request_id', () => orderCancelRequests.id),
    lineNo: integer('line_no').notNull(),
    scannedValue: text('scanned_value').notNull(),
    unitBarcode: text('unit_barcode'),
    scannedBy: accountRef('scanned_by'),
    scannedAt: stampNow('scanned_at'),
  },
  (t) => [
    index('order_cancel_examination_scans_request_idx').on(t.requestId, t.id),
    uniqueIndex('order_cancel_examination_scans_unit_key')
      .on(t.requestId, t.unitBarcode)
      .where(sql`unit_barcode is not null`),
  ],
);

export const orderCancelRequestLines = pgTable(
  'order_cancel_request_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: refTo('request_id', () => orderCancelRequests.id),
    lineNo: integer('line_no').notNull(),
    qty: integer('qty').notNull(),
    /**
     * The money the check took back for this line (negative), kept as posted so statements print
     * it exactly. Null until checked, and for cancels checked before migration 0019 (those were
     * posted as priceLine(-qty): cancelLineMoney falls back to it).
     */
    supply: bigint('supply', { mode: 'number' }),
    tax: bigint('tax', { mode: 'number' }),
    total: bigint('total', { mode: 'number' }),
  },
  (t) => [index('order_cancel_request_lines_request_idx').on(t.requestId)],
);

/** Joins a cancel line (with its request) to the order line it cancels: same order, same line no. */
export const cancelLineOrderLineJoin = (): SQL =>
  and(
    eq(salesOrderLines.orderId, orderCancelRequests.orderId),
    eq(salesOrderLines.lineNo, orderCancelRequestLines.lineNo),
  ) as SQL;

// Order examination (검수): a second person scans every unit before release.
export const orderExaminations = pgTable(
  'order_examinations',
  {
    id: serial('id').primaryKey(),
    orderId: refTo('order_id', () => salesOrders.id),
    status: text('status').notNull().default('scanning'),
    examinerId: accountRef('examiner_id'),
    startedAt: stampNow('started_at'),
    completedAt: stamp('completed_at'),
  },
  (t) => [
    uniqueIndex('order_examinations_order_key').on(t.orderId),
    index('order_examinations_status_idx').on(t.status, t.startedAt),
  ],
);

export const orderExaminationScans = pgTable(
  'order_examination_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examinationId: refTo('examination_id', () => orderExaminations.id),
    lineNo: integer('line_no').notNull(),
    scanned: text('scanned').notNull(),
    unitBarcode: text('unit_barcode'),
    qty: integer('qty').notNull(),
    scannedBy: accountRef('scanned_by'),
    at: stampNow('at'),
  },
  (t) => [
    index('order_examination_scans_exam_idx').on(t.examinationId, t.lineNo),
    // A unit counts once per examination: scanning the same item twice must not count twice.
    uniqueIndex('order_examination_scans_unit_key')
      .on(t.examinationId, t.unitBarcode)
      .where(sql`unit_barcode is not null`),
  ],
);

// The order log (OrderLog, OrderChangeInfoList): one row per thing that happened to an order, who
// did it and what it was before and after. Append-only: written in the same transaction as the
// change by the service that makes it, never updated or deleted.
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: refTo('order_id', () => salesOrders.id),
    kind: text('kind').notNull(),
    actorId: accountRef('actor_id'),
    at: stampNow('at'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    index('order_events_at_idx').on(t.at, t.id),
    index('order_events_kind_at_idx').on(t.kind, t.at),
    index('order_events_actor_at_idx').on(t.actorId, t.at),
  ],
);
