import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';

/**
 * A stock count (재고 실사): planned → counting → submitted → posted (or cancelled). Posting
 * writes survey-adjust moves of exactly its lines' differences (doc_kind 'stock-count', doc_code
 * the count's code) in the approver's transaction; the partial unique index on stock_moves
 * (hand-written in the migration) refuses a second posting of any line.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    scope: text('scope').notNull(),
    /** Kind codes or location prefixes, per scope; empty for the whole warehouse. */
    scopeValues: text('scope_values').array().notNull().default(sql`'{}'::text[]`),
    plannedOn: date('planned_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('planned'),
    memo: text('memo'),
    plannedBy: accountRef('planned_by'),
    plannedAt: stampNow('planned_at'),
    submittedBy: accountRef('submitted_by'),
    submittedAt: stamp('submitted_at'),
    approvedBy: accountRef('approved_by'),
    postedAt: stamp('posted_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('stock_counts_code_key').on(t.code),
    index('stock_counts_planned_idx').on(t.plannedOn, t.id),
    index('stock_counts_status_idx').on(t.status, t.plannedOn),
    index('stock_counts_warehouse_idx').on(t.warehouseCode, t.plannedOn),
    check(
      'stock_counts_status_check',
      sql`${t.status} in ('planned', 'counting', 'submitted', 'posted', 'cancelled')`,
    ),
    check('stock_counts_scope_check', sql`${t.scope} in ('all', 'kinds', 'locations')`),
    // Four eyes in the database too: the approver never submitted it.
    check('stock_counts_four_eyes', sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.submittedBy}`),
  ],
);

/** Who counts (StockScheduleTargetUser); none: any staff member. */
export const stockCountUsers = pgTable(
  'stock_count_users',
  {
    countId: refTo('count_id', () => stockCounts.id),
    accountId: refTo('account_id', () => accounts.id),
  },
  (t) => [primaryKey({ columns: [t.countId, t.accountId] })],
);

/**
 * One part of a count. seq groups the lines by location (1…n in location order, the lines with
 * no location last): StockExamination/:code/:seq counts one location group. book_qty is the
 * balance read in the same transaction as the last count entry of the line, so the difference
 * is counted − book at that instant and later sales are no difference.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countId: refTo('count_id', () => stockCounts.id),
    lineNo: integer('line_no').notNull(),
    seq: integer('seq').notNull(),
    location: text('location'),
    partId: refTo('part_id', () => parts.id),
    bookQty: integer('book_qty'),
    countedQty: integer('counted_qty'),
    countedBy: accountRef('counted_by'),
    countedAt: stamp('counted_at'),
  },
  (t) => [
    uniqueIndex('stock_count_lines_part_key').on(t.countId, t.partId),
    uniqueIndex('stock_count_lines_line_key').on(t.countId, t.lineNo),
    index('stock_count_lines_seq_idx').on(t.countId, t.seq, t.lineNo),
    index('stock_count_lines_part_idx').on(t.partId),
    // StockExaminationList: the counted lines of every count newest first (uncounted ones, most
    // of a large count, stay out of the index).
    index('stock_count_lines_counted_idx')
      .on(t.countedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.countedAt} is not null`),
    check('stock_count_lines_counted_check', sql`(${t.countedQty} is null) = (${t.bookQty} is null)`),
  ],
);

/** Every count entry as it came (a scan or a typed figure), append-only. */
export const stockCountScans = pgTable(
  'stock_count_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countId: refTo('count_id', () => stockCounts.id),
    lineNo: integer('line_no').notNull(),
    scanned: text('scanned').notNull(),
    mode: text('mode').notNull(),
    qty: integer('qty').notNull(),
    countedAfter: integer('counted_after').notNull(),
    bookQty: integer('book_qty').notNull(),
    countedBy: accountRef('counted_by'),
    at: stampNow('at'),
  },
  (t) => [index('stock_count_scans_count_idx').on(t.countId, t.lineNo, t.at)],
);
