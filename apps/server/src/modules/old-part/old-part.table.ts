import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { customers } from '../customer/customer.table.js';

/**
 * A payback code (SpecialOldPartInfo): part kinds name it (part_kinds.old_payback_code), and a
 * collected core of it earns this many cash-back points.
 */
export const oldPartPaybacks = pgTable('old_part_paybacks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  cashbackPoints: integer('cashback_points').notNull().default(0),
  /** What we pay for a used part of this code we buy, by grade (won). */
  buyPriceA: integer('buy_price_a').notNull().default(0),
  buyPriceB: integer('buy_price_b').notNull().default(0),
  buyPriceC: integer('buy_price_c').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});

/** A driver's (or the counter's) collection of cores from one customer (Q…). */
export const oldPartCollections = pgTable(
  'old_part_collections',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    status: text('status').notNull().default('collected'),
    memo: text('memo'),
    collectedBy: accountRef('collected_by'),
    collectedAt: stampNow('collected_at'),
    /** Points paid as cash-back, once (the status moves to 'paid' in the same statement). */
    cashbackPoints: bigint('cashback_points', { mode: 'number' }).notNull().default(0),
    paidBy: accountRef('paid_by'),
    paidAt: stamp('paid_at'),
  },
  (t) => [
    uniqueIndex('old_part_collections_code_key').on(t.code),
    index('old_part_collections_customer_idx').on(t.customerId, t.collectedAt),
    index('old_part_collections_status_idx').on(t.status, t.collectedAt, t.id),
    index('old_part_collections_collected_idx').on(t.collectedAt, t.id),
    check('old_part_collections_status_check', sql`${t.status} in ('collected', 'paid')`),
  ],
);

/** Each core collected: its payback code as scanned, and its unit barcode when it had one. */
export const oldPartUnits = pgTable(
  'old_part_units',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: refTo('collection_id', () => oldPartCollections.id),
    customerId: refTo('customer_id', () => customers.id),
    paybackCode: text('payback_code').notNull(),
    partCode: text('part_code').notNull(),
    scannedValue: text('scanned_value').notNull(),
    unitBarcode: text('unit_barcode'),
  },
  (t) => [
    index('old_part_units_collection_idx').on(t.collectionId),
    // What a customer has brought back per code: the expected-cores arithmetic reads it.
    index('old_part_units_customer_idx').on(t.customerId, t.paybackCode),
    // A unit is collected once, ever: the second scan anywhere is refused by the database too.
    uniqueIndex('old_part_units_unit_key').on(t.unitBarcode).where(sql`unit_barcode is not null`),
  ],
);

/** Used parts bought from a customer (Q…): priced by code and grade, settled by credit or cash. */
export const oldPartBuys = pgTable(
  'old_part_buys',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    settle: text('settle').notNull(),
    warehouseCode: text('warehouse_code').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    pickupId: integer('pickup_id'),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('old_part_buys_code_key').on(t.code),
    index('old_part_buys_customer_idx').on(t.customerId, t.createdAt),
    check('old_part_buys_settle_check', sql`${t.settle} in ('credit', 'cash')`),
  ],
);

export const oldPartBuyLines = pgTable(
  'old_part_buy_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyId: refTo('buy_id', () => oldPartBuys.id),
    partId: integer('part_id').notNull(),
    paybackCode: text('payback_code').notNull(),
    grade: text('grade').notNull(),
    scannedValue: text('scanned_value').notNull(),
    unitBarcode: text('unit_barcode'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('old_part_buy_lines_buy_idx').on(t.buyId),
    uniqueIndex('old_part_buy_lines_unit_key').on(t.unitBarcode).where(sql`unit_barcode is not null`),
  ],
);
