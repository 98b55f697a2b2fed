import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';

export const warehouses = pgTable('warehouses', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull().default('main'),
  address: text('address'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

// The stock ledger: append-only. On-hand per part per warehouse is the sum of its moves, and its
// value (moving average cost, won before VAT) the sum of their values. unit_cost is the move's
// won per unit as recorded (null: a move from before costs were kept, valued at the part's
// purchase price by the migration, or a value-only move such as freight).
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    qty: integer('qty').notNull(),
    unitCost: bigint('unit_cost', { mode: 'number' }),
    /** Signed won: + into the balance's value, − out of it. */
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    reason: text('reason').notNull(),
    docKind: text('doc_kind'),
    docCode: text('doc_code'),
    docLine: integer('doc_line'),
    createdBy: accountRef('created_by'),
    at: stampNow('at'),
  },
  (t) => [
    index('stock_moves_part_idx').on(t.partId, t.warehouseCode, t.at),
    index('stock_moves_doc_idx').on(t.docKind, t.docCode),
    index('stock_moves_at_idx').on(t.at),
  ],
);

// The cached balance, updated in the same transaction as each move. allow_negative is the part's
// back-order flag as of the last move, so the database itself refuses a negative balance otherwise.
export const stockBalances = pgTable(
  'stock_balances',
  {
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    qty: integer('qty').notNull().default(0),
    /** The stock's value in won (the sum of its moves' values); the average cost is value ÷ qty. */
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.warehouseCode] }),
    check('stock_balances_not_negative', sql`${t.allowNegative} or ${t.qty} >= 0`),
    // No stock, no value: the last move out takes the remainder (stock.service.ts).
    check('stock_balances_empty_no_value', sql`${t.qty} <> 0 or ${t.value} = 0`),
  ],
);
