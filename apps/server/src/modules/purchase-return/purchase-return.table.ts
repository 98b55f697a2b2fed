import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { purchaseLines } from '../purchase/purchase.table.js';
import { warehouses } from '../stock/stock.table.js';
import { suppliers } from '../supplier/supplier.table.js';

export const purchaseReturnCodeSeq = pgSequence('purchase_return_code_seq', { startWith: 1 });

/**
 * Returns to suppliers (매입 반품, SPEC §2.13) on the shared approval path: requested → checked →
 * approved → saved (rejected / cancelled end it). Nothing moves until it is saved: then the goods
 * leave its warehouse and the supplier payable falls by the total, in one transaction.
 */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`prefixed_code('T', nextval('purchase_return_code_seq'), 8)`),
    supplierId: refTo('supplier_id', () => suppliers.id),
    // The goods leave from here when the return is saved.
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    status: text('status').notNull().default('requested'),
    reason: text('reason'),
    /** The day the supplier is to pick the goods up (PurchaseReturnSchedule). */
    plannedPickupDate: date('planned_pickup_date', { mode: 'string' }),
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
    /** Who rejected or cancelled it, when and why. */
    closedBy: accountRef('closed_by'),
    closedAt: stamp('closed_at'),
    closedNote: text('closed_note'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('purchase_returns_code_key').on(t.code),
    index('purchase_returns_requested_idx').on(t.requestedAt, t.id),
    index('purchase_returns_supplier_idx').on(t.supplierId, t.requestedAt),
    index('purchase_returns_status_idx').on(t.status, t.requestedAt),
    index('purchase_returns_pickup_idx').on(t.plannedPickupDate, t.id),
    index('purchase_returns_total_idx').on(t.total, t.id),
    check(
      'purchase_returns_status_check',
      sql`${t.status} in ('requested', 'checked', 'approved', 'saved', 'rejected', 'cancelled')`,
    ),
    check('purchase_returns_money_check', sql`${t.supply} + ${t.vat} = ${t.total}`),
  ],
);

export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: refTo('return_id', () => purchaseReturns.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    qty: integer('qty').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** The fixed purchase line the goods came with, when returned against one. */
    purchaseLineId: integer('purchase_line_id').references(() => purchaseLines.id),
    /** Another source kept for trace (a customer's defective return code). */
    sourceKind: text('source_kind'),
    sourceCode: text('source_code'),
  },
  (t) => [
    uniqueIndex('purchase_return_lines_line_key').on(t.returnId, t.lineNo),
    index('purchase_return_lines_part_idx').on(t.partId, t.returnId),
    index('purchase_return_lines_purchase_line_idx').on(t.purchaseLineId),
    check('purchase_return_lines_qty_check', sql`${t.qty} > 0`),
    check('purchase_return_lines_price_check', sql`${t.unitPrice} >= 0`),
    check(
      'purchase_return_lines_reason_check',
      sql`${t.reason} in ('defect', 'misdelivery', 'overstock', 'other')`,
    ),
  ],
);

/** Every change of a return's planned pickup date, kept (PurchaseReturnScheduleModify). */
export const purchaseReturnScheduleChanges = pgTable(
  'purchase_return_schedule_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: refTo('return_id', () => purchaseReturns.id),
    beforeDate: date('before_date', { mode: 'string' }),
    afterDate: date('after_date', { mode: 'string' }).notNull(),
    note: text('note'),
    changedBy: accountRef('changed_by'),
    changedAt: stampNow('changed_at'),
  },
  (t) => [index('purchase_return_schedule_changes_return_idx').on(t.returnId, t.changedAt)],
);
