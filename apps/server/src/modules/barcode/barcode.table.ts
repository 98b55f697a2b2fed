import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';

/** Serials of the unit barcodes the company prints (unitBarcodeValue in packages/domain). */
export const unitBarcodeSeq = pgSequence('unit_barcode_seq', { startWith: 1 });

/** A barcode printed for one physical item; its state is what the last history event left. */
export const unitBarcodes = pgTable(
  'unit_barcodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    value: text('value').notNull(),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    partId: refTo('part_id', () => parts.id),
    state: text('state').notNull().default('created'),
    warehouseCode: text('warehouse_code'),
    docKind: text('doc_kind').notNull().default('manual'),
    docCode: text('doc_code'),
    manufacturedOn: date('manufactured_on'),
    printedCount: integer('printed_count').notNull().default(0),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('unit_barcodes_value_key').on(t.value),
    index('unit_barcodes_part_idx').on(t.partId, t.state),
    index('unit_barcodes_doc_idx').on(t.docCode),
    index('unit_barcodes_created_idx').on(t.createdAt),
  ],
);

/** BarcodePartEachHistory: append-only; later issues add purchase, stock, sale, return, pickup. */
export const unitBarcodeEvents = pgTable(
  'unit_barcode_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitBarcodeId: bigint('unit_barcode_id', { mode: 'number' })
      .notNull()
      .references(() => unitBarcodes.id),
    event: text('event').notNull(),
    stateAfter: text('state_after').notNull(),
    docKind: text('doc_kind'),
    docCode: text('doc_code'),
    warehouseCode: text('warehouse_code'),
    memo: text('memo'),
    actorAccountId: accountRef('actor_account_id'),
    at: stampNow('at'),
  },
  (t) => [
    index('unit_barcode_events_unit_idx').on(t.unitBarcodeId, t.id),
    index('unit_barcode_events_doc_idx').on(t.docCode),
  ],
);
