import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { parts } from './part.table.js';

/** A maker's barcode (EAN/UPC/Code128) of a part: several per part, each value once overall. */
export const partBarcodes = pgTable(
  'part_barcodes',
  {
    id: serial('id').primaryKey(),
    partId: refTo('part_id', () => parts.id),
    value: text('value').notNull(),
    symbology: text('symbology').notNull(),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [uniqueIndex('part_barcodes_value_key').on(t.value), index('part_barcodes_part_idx').on(t.partId)],
);
