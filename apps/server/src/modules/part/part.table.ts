import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef, editTrail } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { suppliers } from '../supplier/supplier.table.js';

export const partCodeSeq = pgSequence('part_code_seq', { startWith: 1 });

// Part numbers are compared without spaces and hyphens, ASCII upper-cased (normalizePartNumber in
// packages/domain). translate() rather than upper(): the same answer under every collation.
export const PART_NO_NORM_SQL = (column: string): SQL =>
  sql.raw(
    `translate(regexp_replace(${column}, '[[:space:]-]+', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')`,
  );

// What the name search looks in: the name and the car model, '|' between so a term cannot match
// across the two.
const SEARCHABLE = sql.raw(`name || '|' || car_model`);

/** Brands (PartBrandList). */
export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  maker: text('maker'),
  country: text('country'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  memo: text('memo'),
  createdAt: stampNow('created_at'),
  updatedAt: stampNow('updated_at'),
  version: integer('version').notNull().default(1),
});

/** Part kinds in three levels; a child's code starts with its parent's (part-kind.code.ts). */
export const partKinds = pgTable(
  'part_kinds',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code').references((): AnyPgColumn => partKinds.code),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    appUse: boolean('app_use').notNull().default(false),
    fullView: boolean('full_view').notNull().default(true),
    sortSeq: integer('sort_seq').notNull().default(0),
    oldPaybackCode: text('old_payback_code'),
    active: boolean('active').notNull().default(true),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('part_kinds_parent_idx').on(t.parentCode, t.sortSeq)],
);

/** The part master (품목). */
export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`prefixed_code('P', nextval('part_code_seq'), 7)`),
    partNo: text('part_no').notNull(),
    partNoNorm: text('part_no_norm')
      .notNull()
      .generatedAlwaysAs((): SQL => PART_NO_NORM_SQL('part_no')),
    name: text('name').notNull(),
    carModel: text('car_model').notNull().default(''),
    norm: text('norm'),
    brandCode: text('brand_code').references(() => brands.code),
    kindCode: text('kind_code').references(() => partKinds.code),
    unit: text('unit').notNull().default('EA'),
    salePrice: bigint('sale_price', { mode: 'number' }).notNull().default(0),
    purchasePrice: bigint('purchase_price', { mode: 'number' }).notNull().default(0),
    vatIncluded: boolean('vat_included').notNull().default(false),
    properStock: integer('proper_stock').notNull().default(0),
    allowBackOrder: boolean('allow_back_order').notNull().default(false),
    description: text('description'),
    isSet: boolean('is_set').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...editTrail(),
    searchGrams: text('search_grams')
      .array()
      .notNull()
      // The text's grams, then its 초성 grams (initial_grams, migration 0021: "ㅂㄹㅇㅋ" finds 브레이크).
      .generatedAlwaysAs((): SQL => sql`search_grams(${SEARCHABLE}) || initial_grams(${SEARCHABLE})`),
    // The normalised text, then '|' and its initials, so LIKE rechecks a 초성 search too.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(regexp_replace(${SEARCHABLE}, '[[:space:]-]+', '', 'g')) || '|' || hangul_initials(${SEARCHABLE})`,
      ),
  },
  (t) => [
    uniqueIndex('parts_code_key').on(t.code),
    // PartProperStockRecordList walks only the parts that have a proper stock set.
    index('parts_proper_stock_idx').on(t.id).where(sql`proper_stock > 0 and active and not is_set`),
    // COLLATE "C": LIKE 'GB80%' becomes a b-tree range under any database collation (PostgreSQL's
    // C.UTF-8 is not "C" to the planner), and the same index gives the part-number sort order.
    index('parts_part_no_norm_idx').on(sql`(${t.partNoNorm} collate "C")`, t.id),
    index('parts_name_idx').on(t.name, t.id),
    index('parts_search_grams_idx').using('gin', t.searchGrams),
    index('parts_brand_idx').on(t.brandCode, t.id),
    index('parts_kind_idx').on(sql`(${t.kindCode} collate "C")`, t.id),
    index('parts_created_at_idx').on(t.createdAt),
    index('parts_set_idx').on(t.createdAt).where(sql`is_set`),
  ],
);

/** PartAmountChangeInfoList: every price change of a part, append-only. */
export const partPriceChanges = pgTable(
  'part_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partId: refTo('part_id', () => parts.id),
    supplierId: integer('supplier_id').references((): AnyPgColumn => suppliers.id),
    salePriceBefore: bigint('sale_price_before', { mode: 'number' }),
    salePriceAfter: bigint('sale_price_after', { mode: 'number' }),
    purchasePriceBefore: bigint('purchase_price_before', { mode: 'number' }),
    purchasePriceAfter: bigint('purchase_price_after', { mode: 'number' }),
    via: text('via').notNull(),
    reason: text('reason'),
    changedBy: accountRef('changed_by'),
    changedAt: stampNow('changed_at'),
  },
  (t) => [index('part_price_changes_part_idx').on(t.partId, t.changedAt)],
);

/** The components of a set part and how many of each one set holds. */
export const partSetItems = pgTable(
  'part_set_items',
  {
    setPartId: refTo('set_part_id', () => parts.id),
    componentPartId: refTo('component_part_id', () => parts.id),
    qty: integer('qty').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.setPartId, t.componentPartId] }),
    index('part_set_items_component_idx').on(t.componentPartId),
  ],
);

/** PartRelatedItemNumber: OEM, replacement and compatible numbers of a part. */
export const partRelatedNumbers = pgTable(
  'part_related_numbers',
  {
    id: serial('id').primaryKey(),
    partId: refTo('part_id', () => parts.id),
    relatedPartNo: text('related_part_no').notNull(),
    relatedPartNoNorm: text('related_part_no_norm')
      .notNull()
      .generatedAlwaysAs((): SQL => PART_NO_NORM_SQL('related_part_no')),
    relation: text('relation').notNull(),
    brandName: text('brand_name'),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('part_related_numbers_part_no_key').on(t.partId, t.relatedPartNoNorm),
    index('part_related_numbers_norm_idx').on(sql`(${t.relatedPartNoNorm} collate "C")`),
  ],
);

/** Where a part is kept in each warehouse (the warehouse table comes with the stock issue). */
export const partLocations = pgTable(
  'part_locations',
  {
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code').notNull(),
    location: text('location').notNull(),
    updatedBy: accountRef('updated_by'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.warehouseCode] }),
    index('part_locations_location_idx').on(t.warehouseCode, sql`(${t.location} collate "C")`),
  ],
);

/** PartLocationRecord: every location change, append-only. */
export const partLocationRecords = pgTable(
  'part_location_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code').notNull(),
    before: text('before'),
    after: text('after'),
    changedBy: accountRef('changed_by'),
    changedAt: stampNow('changed_at'),
  },
  (t) => [index('part_location_records_part_idx').on(t.partId, t.changedAt)],
);

/** PartImageInfo: metadata of the image files kept under DATA_DIR/uploads (never the web root). */
export const partImages = pgTable(
  'part_images',
  {
    id: serial('id').primaryKey(),
    partId: refTo('part_id', () => parts.id),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [index('part_images_part_idx').on(t.partId, t.id)],
);

/** PartAppInfo: how a part shows in the mobile shop app (one row per part that has app data). */
export const partAppInfo = pgTable(
  'part_app_info',
  {
    partId: integer('part_id')
      .primaryKey()
      .references(() => parts.id),
    appVisible: boolean('app_visible').notNull().default(false),
    appName: text('app_name'),
    appPrice: bigint('app_price', { mode: 'number' }),
    appCategory: text('app_category'),
    appSort: integer('app_sort').notNull().default(0),
    asAvailable: boolean('as_available').notNull().default(false),
    asMonths: integer('as_months'),
    appMemo: text('app_memo'),
    updatedBy: accountRef('updated_by'),
    updatedAt: stampNow('updated_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('part_app_info_sort_idx').on(t.appSort, t.partId),
    index('part_app_info_as_idx').on(t.partId).where(sql`as_available`),
  ],
);
