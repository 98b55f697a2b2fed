import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef, editTrail } from '../../platform/auth/account-ref.js';
import { gramsOf, refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { partKinds } from '../part/part.table.js';

export const customerCodeSeq = pgSequence('customer_code_seq', { startWith: 1 });

// Everything the one search box of the customer list looks in, '|' between fields so a term
// cannot match across two of them.
const SEARCHABLE = sql.raw(
  `code || '|' || name || '|' || coalesce(representative, '') || '|' || coalesce(phone, '') || '|' || coalesce(mobile, '') || '|' || coalesce(biz_no, '')`,
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`prefixed_code('C', nextval('customer_code_seq'), 6)`),
    name: text('name').notNull(),
    bizNo: text('biz_no'),
    representative: text('representative'),
    phone: text('phone'),
    mobile: text('mobile'),
    fax: text('fax'),
    email: text('email'),
    postcode: text('postcode'),
    address: text('address'),
    addressDetail: text('address_detail'),
    districtGroup: text('district_group'),
    customerType: text('customer_type').notNull().default('repair'),
    status: text('status').notNull().default('active'),
    unpaidCode: text('unpaid_code'),
    rank: text('rank'),
    interfaceId: text('interface_id'),
    salesStaffId: accountRef('sales_staff_id'),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    paymentTerms: text('payment_terms'),
    taxInvoiceEmail: text('tax_invoice_email'),
    vatIncluded: boolean('vat_included').notNull().default(false),
    oldPartPickupAllowed: boolean('old_part_pickup_allowed').notNull().default(true),
    memo: text('memo'),
    insertCheckedAt: stamp('insert_checked_at'),
    insertCheckedBy: accountRef('insert_checked_by'),
    ...editTrail(),
    nameGrams: gramsOf('name_grams', sql.raw('name')),
    searchGrams: gramsOf('search_grams', SEARCHABLE),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(regexp_replace(${SEARCHABLE}, '[[:space:]-]+', '', 'g'))`),
  },
  (t) => [
    uniqueIndex('customers_code_key').on(t.code),
    index('customers_name_idx').on(t.name, t.id),
    index('customers_name_grams_idx').using('gin', t.nameGrams),
    index('customers_search_grams_idx').using('gin', t.searchGrams),
    index('customers_biz_no_idx').on(t.bizNo),
    index('customers_interface_id_idx').on(t.interfaceId),
    index('customers_district_idx').on(t.districtGroup),
    index('customers_status_idx').on(t.status),
    index('customers_rank_idx').on(t.rank),
    index('customers_sales_staff_idx').on(t.salesStaffId),
    index('customers_created_at_idx').on(t.createdAt),
    // The insert-check list reads only the unchecked few.
    index('customers_unchecked_idx').on(t.createdAt).where(sql`insert_checked_at is null`),
  ],
);

// Every modify leaves a row; quick (simple-form) changes wait for a second person's check.
export const customerChanges = pgTable(
  'customer_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    via: text('via').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    changedBy: accountRef('changed_by'),
    changedAt: stampNow('changed_at'),
    checkRequired: boolean('check_required').notNull().default(false),
    checkedBy: accountRef('checked_by'),
    checkedAt: stamp('checked_at'),
  },
  (t) => [
    index('customer_changes_customer_idx').on(t.customerId, t.changedAt),
    index('customer_changes_unchecked_idx').on(t.changedAt).where(sql`check_required and checked_at is null`),
  ],
);

// District groups (지역 그룹) for delivery areas and filters.
export const districtGroups = pgTable('district_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

// Every business-number lookup (CustomerCompsnNoSearchHistory); non-registered ones are checked off.
export const bizNoLookups = pgTable(
  'biz_no_lookups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bizNo: text('biz_no').notNull(),
    checkDigitValid: boolean('check_digit_valid').notNull(),
    source: text('source').notNull(),
    statusCode: text('status_code'),
    statusLabel: text('status_label'),
    taxType: text('tax_type'),
    closedOn: text('closed_on'),
    registered: boolean('registered'),
    searchedBy: accountRef('searched_by'),
    searchedAt: stampNow('searched_at'),
    checkedBy: accountRef('checked_by'),
    checkedAt: stamp('checked_at'),
    raw: jsonb('raw'),
  },
  (t) => [
    index('biz_no_lookups_biz_no_idx').on(t.bizNo, t.searchedAt),
    index('biz_no_lookups_at_idx').on(t.searchedAt),
  ],
);

// CustomerCategoryPrice: a customer's discount per part kind, in basis points (150 = 1.5 %), so
// prices stay integer won after the discount is applied.
export const customerCategoryPrices = pgTable(
  'customer_category_prices',
  {
    id: serial('id').primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    kindCode: text('kind_code')
      .notNull()
      .references(() => partKinds.code),
    discountBp: integer('discount_bp').notNull(),
    memo: text('memo'),
    updatedBy: accountRef('updated_by'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('customer_category_prices_key').on(t.customerId, t.kindCode),
    check('customer_category_prices_range', sql`${t.discountBp} between -10000 and 10000`),
  ],
);
