import { type SQL, sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { suppliers } from '../supplier/supplier.table.js';
import { PART_NO_NORM_SQL, parts } from './part.table.js';

/** ProductVendorList: a supplier's own part number and price for one of our parts. */
export const supplierParts = pgTable(
  'supplier_parts',
  {
    supplierId: refTo('supplier_id', () => suppliers.id),
    partId: refTo('part_id', () => parts.id),
    supplierPartNo: text('supplier_part_no'),
    supplierPartNoNorm: text('supplier_part_no_norm').generatedAlwaysAs(
      (): SQL => PART_NO_NORM_SQL('supplier_part_no'),
    ),
    purchasePrice: bigint('purchase_price', { mode: 'number' }).notNull().default(0),
    leadDays: integer('lead_days'),
    preferred: boolean('preferred').notNull().default(false),
    memo: text('memo'),
    updatedBy: accountRef('updated_by'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.partId] }),
    index('supplier_parts_part_idx').on(t.partId),
    index('supplier_parts_no_idx').on(t.supplierId, sql`(${t.supplierPartNoNorm} collate "C")`),
  ],
);
