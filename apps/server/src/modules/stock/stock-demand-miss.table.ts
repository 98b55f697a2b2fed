import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';
import { warehouses } from './stock.table.js';

// Lost sales (issue #18): demand a document could not serve for lack of stock, recorded after the
// refused transaction rolled back, so proper stock counts what customers asked for, not only what
// was there to sell. One row per document, part and warehouse: a clerk retrying the same order
// keeps one row with the largest shortfall, not one per attempt.
export const stockDemandMisses = pgTable(
  'stock_demand_misses',
  {
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    /** Units asked for beyond what was on hand. */
    qty: integer('qty').notNull(),
    docKind: text('doc_kind').notNull(),
    docCode: text('doc_code').notNull(),
    at: stampNow('at'),
  },
  (t) => [
    uniqueIndex('stock_demand_misses_doc_key').on(t.docKind, t.docCode, t.partId, t.warehouseCode),
    index('stock_demand_misses_part_idx').on(t.partId, t.warehouseCode, t.at),
  ],
);
