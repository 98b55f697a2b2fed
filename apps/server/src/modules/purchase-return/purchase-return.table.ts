import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { purchaseLines } from '../purchase/purchase.table.js';
import * as doc from '../purchase/purchase-columns.js';

export const purchaseReturnCodeSeq = pgSequence('purchase_return_code_seq', { startWith: 1 });

/**
 * Returns to suppliers (매입 반품, SPEC §2.13) on the shared approval path: requested → checked →
 * approved → saved (rejected / cancelled end it). Nothing moves until it is saved: then the goods
 * leave its warehouse and the supplier payable falls by the total, in one transaction.
 */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    ...doc.supplierDocumentColumns('T', 'purchase_return_code_seq'),
    // The goods leave from here when the return is saved.
    warehouseCode: doc.warehouseColumn(),
    status: text('status').notNull().default('requested'),
    reason: text('reason'),
    /** The day the supplier is to pick the goods up (PurchaseReturnSchedule). */
    plannedPickupDate: date('planned_pickup_date', { mode: 'string' }),
    ...doc.documentMoneyColumns(),
    memo: text('memo'),
    ...doc.approvalColumns(),
    /** Why it was rejected or cancelled. */
    closedNote: text('closed_note'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    ...doc.supplierDocumentIndexes('purchase_returns', t, t.requestedAt),
    index('purchase_returns_requested_idx').on(t.requestedAt, t.id),
    index('purchase_returns_pickup_idx').on(t.plannedPickupDate, t.id),
    index('purchase_returns_total_idx').on(t.total, t.id),
    check('purchase_returns_status_check', sql`${t.status} in ${doc.APPROVAL_STATUS_SQL}`),
  ],
);

export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    ...doc.priceLineColumns(),
    returnId: refTo('return_id', () => purchaseReturns.id),
    ...doc.lineMoneyColumns(),
    reason: text('reason').notNull(),
    /** The fixed purchase line the goods came with, when returned against one. */
    purchaseLineId: integer('purchase_line_id').references(() => purchaseLines.id),
    /** Another source kept for trace (a customer's defective return code). */
    sourceKind: text('source_kind'),
    sourceCode: text('source_code'),
  },
  (t) => [
    ...doc.priceLineChecks('purchase_return_lines', t, t.returnId),
    index('purchase_return_lines_part_idx').on(t.partId, t.returnId),
    index('purchase_return_lines_purchase_line_idx').on(t.purchaseLineId),
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
