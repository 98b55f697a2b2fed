import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  type PgColumn,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';
import { suppliers } from '../supplier/supplier.table.js';

// The column sets every supplier document repeats (purchases, orders, returns, bills), written
// once so the tables cannot drift apart. Names and defaults are exactly those of the migrations.

/** id, the day-coded document code (letter + eight digits from its sequence) and the supplier. */
export const supplierDocumentColumns = (letter: string, sequence: string) => ({
  id: serial('id').primaryKey(),
  code: text('code')
    .notNull()
    .default(sql.raw(`prefixed_code('${letter}', nextval('${sequence}'), 8)`)),
  supplierId: refTo('supplier_id', () => suppliers.id),
});

/** The warehouse the goods come into or leave from. */
export const warehouseColumn = () =>
  text('warehouse_code')
    .notNull()
    .references(() => warehouses.code);

/** A document's money: supply + VAT = total, zero until lines are priced. */
export const documentMoneyColumns = () => ({
  supply: bigint('supply', { mode: 'number' }).notNull().default(0),
  vat: bigint('vat', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/** The four-eyes path (requested → checked → approved → saved), each step's who and when. */
export const approvalColumns = () => ({
  version: integer('version').notNull().default(1),
  requestedBy: accountRef('requested_by'),
  requestedAt: stampNow('requested_at'),
  checkedBy: accountRef('checked_by'),
  checkedAt: stamp('checked_at'),
  approvedBy: accountRef('approved_by'),
  approvedAt: stamp('approved_at'),
  savedBy: accountRef('saved_by'),
  savedAt: stamp('saved_at'),
  /** Who rejected or cancelled it, and when. */
  closedBy: accountRef('closed_by'),
  closedAt: stamp('closed_at'),
});

/** The statuses of the four-eyes path, as the tables' status checks list them. */
export const APPROVAL_STATUS_SQL = sql.raw(
  `('requested', 'checked', 'approved', 'saved', 'rejected', 'cancelled')`,
);

/** A priced line's head: its number on the document, the part, qty and unit price. */
export const priceLineColumns = () => ({
  id: serial('id').primaryKey(),
  lineNo: integer('line_no').notNull(),
  partId: refTo('part_id', () => parts.id),
  qty: integer('qty').notNull(),
  unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
});

/** A priced line's money (always set when the line is written). */
export const lineMoneyColumns = () => ({
  supply: bigint('supply', { mode: 'number' }).notNull(),
  vat: bigint('vat', { mode: 'number' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

type Col = ExtraConfigColumn | PgColumn;

/** A document's code key, its supplier and status indexes (by its list day) and its money check. */
export const supplierDocumentIndexes = (
  table: string,
  t: { code: Col; supplierId: Col; status: Col; supply: Col; vat: Col; total: Col },
  day: Col,
) => [
  uniqueIndex(`${table}_code_key`).on(t.code),
  index(`${table}_supplier_idx`).on(t.supplierId, day),
  index(`${table}_status_idx`).on(t.status, day),
  check(`${table}_money_check`, sql`${t.supply} + ${t.vat} = ${t.total}`),
];

/** A line's number key under its document and its qty / price checks. */
export const priceLineChecks = (table: string, t: { qty: Col; unitPrice: Col; lineNo: Col }, doc: Col) => [
  uniqueIndex(`${table}_line_key`).on(doc, t.lineNo),
  check(`${table}_qty_check`, sql`${t.qty} > 0`),
  check(`${table}_price_check`, sql`${t.unitPrice} >= 0`),
];
