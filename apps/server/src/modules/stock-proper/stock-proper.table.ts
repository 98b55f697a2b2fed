import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';

// Proper stock (적정 재고, issue #18). A run is a row that survives the process: queued → running
// → done (or failed) → applied. Its suggestions are the computed figures per part and warehouse;
// applying copies the accepted ones into proper_stock_levels (the current minimum and maximum)
// and appends proper_stock_history, in one transaction.

export const properStockRuns = pgTable(
  'proper_stock_runs',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('queued'),
    params: jsonb('params').notNull(),
    /** Part ids walked so far and in all (the progress bar). */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    startedAt: stamp('started_at'),
    finishedAt: stamp('finished_at'),
    appliedBy: accountRef('applied_by'),
    appliedAt: stamp('applied_at'),
  },
  (t) => [index('proper_stock_runs_status_idx').on(t.status)],
);

export const properStockSuggestions = pgTable(
  'proper_stock_suggestions',
  {
    runId: refTo('run_id', () => properStockRuns.id),
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    demandQty: integer('demand_qty').notNull(),
    missQty: integer('miss_qty').notNull(),
    meanPerDay: doublePrecision('mean_per_day').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    leadDays: integer('lead_days').notNull(),
    safety: integer('safety').notNull(),
    newMin: integer('new_min').notNull(),
    newMax: integer('new_max').notNull(),
    currentMin: integer('current_min').notNull(),
    currentMax: integer('current_max').notNull(),
    onHand: integer('on_hand').notNull(),
    accepted: boolean('accepted').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.runId, t.partId, t.warehouseCode] })],
);

/** The current minimum (적정 재고) and maximum of a part in a warehouse. */
export const properStockLevels = pgTable(
  'proper_stock_levels',
  {
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    minQty: integer('min_qty').notNull(),
    maxQty: integer('max_qty').notNull(),
    runId: integer('run_id').references(() => properStockRuns.id),
    updatedBy: accountRef('updated_by'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.warehouseCode] }),
    index('proper_stock_levels_warehouse_idx').on(t.warehouseCode, t.partId),
  ],
);

/** Append-only: every applied change, old → new, who and when. */
export const properStockHistory = pgTable(
  'proper_stock_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: refTo('run_id', () => properStockRuns.id),
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code').notNull(),
    oldMin: integer('old_min').notNull(),
    oldMax: integer('old_max').notNull(),
    newMin: integer('new_min').notNull(),
    newMax: integer('new_max').notNull(),
    changedBy: accountRef('changed_by'),
    at: stampNow('at'),
  },
  (t) => [
    index('proper_stock_history_at_idx').on(t.at),
    index('proper_stock_history_part_idx').on(t.partId, t.at),
    index('proper_stock_history_run_idx').on(t.runId),
  ],
);
