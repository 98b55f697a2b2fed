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
import { parts } from '../part/part.table.js';
import { purchases } from '../purchase/purchase.table.js';

/**
 * The examination of one arrival (a draft purchase): started by the first scan, posted once
 * (검수 확정: the purchase takes the examined quantity and is fixed). Kept after posting as the
 * record of who examined what.
 */
export const purchaseExaminations = pgTable(
  'purchase_examinations',
  {
    id: serial('id').primaryKey(),
    purchaseId: refTo('purchase_id', () => purchases.id),
    status: text('status').notNull().default('scanning'),
    startedBy: accountRef('started_by'),
    startedAt: stampNow('started_at'),
    postedBy: accountRef('posted_by'),
    postedAt: stamp('posted_at'),
  },
  (t) => [
    uniqueIndex('purchase_examinations_purchase_key').on(t.purchaseId),
    index('purchase_examinations_status_idx').on(t.status, t.postedAt),
    check('purchase_examinations_status_check', sql`${t.status} in ('scanning', 'posted')`),
  ],
);

/**
 * One line of an examination: the arrival's quantity and the running count. A scan locks this
 * row and adds one, so two examiners on one arrival count into the same figure.
 */
export const purchaseExaminationLines = pgTable(
  'purchase_examination_lines',
  {
    id: serial('id').primaryKey(),
    examinationId: refTo('examination_id', () => purchaseExaminations.id),
    partId: refTo('part_id', () => parts.id),
    lineNo: integer('line_no').notNull(),
    qty: integer('qty').notNull(),
    examined: integer('examined').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    damageReason: text('damage_reason'),
  },
  (t) => [
    uniqueIndex('purchase_examination_lines_part_key').on(t.examinationId, t.partId),
    check(
      'purchase_examination_lines_count_check',
      sql`${t.examined} between 0 and ${t.qty} and ${t.damaged} between 0 and ${t.examined}`,
    ),
  ],
);

/** Every accepted scan, as it happened: who, when, what was read, the unit and its date code. */
export const purchaseExaminationScans = pgTable(
  'purchase_examination_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examinationId: refTo('examination_id', () => purchaseExaminations.id),
    partId: refTo('part_id', () => parts.id),
    lineNo: integer('line_no').notNull(),
    scanned: text('scanned').notNull(),
    unitBarcode: text('unit_barcode'),
    /** Battery 제조 일자: YYYYMM or YYYYMMDD; the latest correction (history in date_code_changes). */
    dateCode: text('date_code'),
    scannedBy: accountRef('scanned_by'),
    at: stampNow('at'),
  },
  (t) => [
    index('purchase_examination_scans_exam_idx').on(t.examinationId, t.id),
    // A unit counts once per arrival: the same item scanned twice is refused, not counted twice.
    uniqueIndex('purchase_examination_scans_unit_key')
      .on(t.examinationId, t.unitBarcode)
      .where(sql`unit_barcode is not null`),
  ],
);

/** PurchaseProductionDateChange: each correction of a scan's date code, append-only. */
export const purchaseDateCodeChanges = pgTable(
  'purchase_date_code_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scanId: bigint('scan_id', { mode: 'number' })
      .notNull()
      .references(() => purchaseExaminationScans.id),
    before: text('before'),
    after: text('after').notNull(),
    reason: text('reason'),
    changedBy: accountRef('changed_by'),
    changedAt: stampNow('changed_at'),
  },
  (t) => [index('purchase_date_code_changes_scan_idx').on(t.scanId, t.id)],
);

/**
 * PurchaseBundleDivision: boxes of a fixed purchase line opened into unit parts (box part out,
 * unit part in, one transaction). A cancel posts the opposite moves and stamps the row.
 */
export const purchaseBundleDivisions = pgTable(
  'purchase_bundle_divisions',
  {
    id: serial('id').primaryKey(),
    purchaseId: refTo('purchase_id', () => purchases.id),
    lineNo: integer('line_no').notNull(),
    warehouseCode: text('warehouse_code').notNull(),
    boxPartId: refTo('box_part_id', () => parts.id),
    unitPartId: refTo('unit_part_id', () => parts.id),
    boxes: integer('boxes').notNull(),
    perBox: integer('per_box').notNull(),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    cancelledBy: accountRef('cancelled_by'),
    cancelledAt: stamp('cancelled_at'),
  },
  (t) => [
    index('purchase_bundle_divisions_purchase_idx').on(t.purchaseId, t.lineNo),
    check('purchase_bundle_divisions_qty_check', sql`${t.boxes} > 0 and ${t.perBox} > 0`),
  ],
);

/**
 * Scans the station refused (wrong part, extra, unknown code, a unit twice…), with the reason the
 * examiner heard: written on their own, since a refused scan changes nothing else.
 */
export const purchaseExaminationRefusals = pgTable(
  'purchase_examination_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purchaseId: refTo('purchase_id', () => purchases.id),
    scanned: text('scanned').notNull(),
    reason: text('reason').notNull(),
    scannedBy: accountRef('scanned_by'),
    at: stampNow('at'),
  },
  (t) => [index('purchase_examination_refusals_purchase_idx').on(t.purchaseId, t.id)],
);
