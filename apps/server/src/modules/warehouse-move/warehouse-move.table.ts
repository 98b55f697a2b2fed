import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';

/**
 * Warehouse moves (창고 이동, SPEC §2.14/§2.16): requested → shipped → received, or cancelled
 * before anything moved. Shipping moves the goods from the source into the destination's
 * in-transit warehouse (kind 'transit'); receiving takes them out of transit into the destination.
 */
export const warehouseMoves = pgTable(
  'warehouse_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** H + day code (DOC_CODE_PREFIXES.warehouseMove). */
    code: text('code').notNull(),
    fromWarehouseCode: text('from_warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    toWarehouseCode: text('to_warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    /** The in-transit location the goods sat in (set at ship). */
    transitWarehouseCode: text('transit_warehouse_code').references(() => warehouses.code),
    status: text('status').notNull().default('requested'),
    memo: text('memo'),
    version: integer('version').notNull().default(1),
    requestedBy: accountRef('requested_by'),
    requestedAt: stampNow('requested_at'),
    shippedBy: accountRef('shipped_by'),
    shippedAt: stamp('shipped_at'),
    receivedBy: accountRef('received_by'),
    receivedAt: stamp('received_at'),
    cancelledBy: accountRef('cancelled_by'),
    cancelledAt: stamp('cancelled_at'),
  },
  (t) => [
    uniqueIndex('warehouse_moves_code_key').on(t.code),
    index('warehouse_moves_requested_idx').on(t.requestedAt, t.id),
    index('warehouse_moves_status_idx').on(t.status, t.requestedAt),
    index('warehouse_moves_from_idx').on(t.fromWarehouseCode, t.requestedAt),
    index('warehouse_moves_to_idx').on(t.toWarehouseCode, t.requestedAt),
    check(
      'warehouse_moves_status_check',
      sql`${t.status} in ('requested', 'shipped', 'received', 'cancelled')`,
    ),
    check('warehouse_moves_two_places', sql`${t.fromWarehouseCode} <> ${t.toWarehouseCode}`),
  ],
);

export const warehouseMoveLines = pgTable(
  'warehouse_move_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    moveId: refTo('move_id', () => warehouseMoves.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    requestedQty: integer('requested_qty').notNull(),
    shippedQty: integer('shipped_qty').notNull().default(0),
    /** Units scanned at the destination (good and damaged). */
    scannedQty: integer('scanned_qty').notNull().default(0),
    receivedQty: integer('received_qty').notNull().default(0),
    shortQty: integer('short_qty').notNull().default(0),
    damagedQty: integer('damaged_qty').notNull().default(0),
  },
  (t) => [
    uniqueIndex('warehouse_move_lines_line_key').on(t.moveId, t.lineNo),
    index('warehouse_move_lines_part_idx').on(t.partId, t.moveId),
    check(
      'warehouse_move_lines_qty_check',
      sql`${t.requestedQty} > 0 and ${t.scannedQty} <= ${t.shippedQty}`,
    ),
  ],
);

/** Every accepted scan at the destination (append-only); a unit barcode counts once per move. */
export const warehouseMoveScans = pgTable(
  'warehouse_move_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    moveId: refTo('move_id', () => warehouseMoves.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    scanned: text('scanned').notNull(),
    unitBarcode: text('unit_barcode'),
    scannedBy: accountRef('scanned_by'),
    scannedAt: stampNow('scanned_at'),
  },
  (t) => [
    index('warehouse_move_scans_move_idx').on(t.moveId, t.scannedAt),
    uniqueIndex('warehouse_move_scans_unit_key')
      .on(t.moveId, t.unitBarcode)
      .where(sql`${t.unitBarcode} is not null`),
  ],
);

/** The move's history (append-only): each step, each scan and each refused scan. */
export const warehouseMoveEvents = pgTable(
  'warehouse_move_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    moveId: refTo('move_id', () => warehouseMoves.id),
    event: text('event').notNull(),
    partId: integer('part_id').references(() => parts.id),
    qty: integer('qty'),
    scanned: text('scanned'),
    unitBarcode: text('unit_barcode'),
    note: text('note'),
    actorId: accountRef('actor_id'),
    at: stampNow('at'),
  },
  (t) => [index('warehouse_move_events_move_idx').on(t.moveId, t.at, t.id)],
);
