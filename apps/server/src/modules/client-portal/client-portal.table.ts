import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

// QR customers (SPEC §2.19). The shop a client belongs to is kept here, not in the account's
// customer_code: that column scopes a cust account to a whole shop's rows, and a car owner must
// never read the shop's ledger through an endpoint that checks it.

export const clientProfiles = pgTable(
  'client_profiles',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    shopCode: text('shop_code')
      .notNull()
      .references(() => customers.code),
    phone: text('phone').notNull(),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    notifyOrder: boolean('notify_order').notNull().default(true),
    notifyNews: boolean('notify_news').notNull().default(false),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    // One client account per phone: the phone is how the id and password are found again.
    uniqueIndex('client_profiles_phone_key').on(t.phone),
    index('client_profiles_shop_idx').on(t.shopCode, t.createdAt),
    index('client_profiles_created_idx').on(t.createdAt),
  ],
);

/**
 * Verification codes sent by message (sign-up, id find, password find). Only a hash is kept;
 * a row is also written for a phone with no account, so a find does the same work either way.
 */
export const clientPhoneCodes = pgTable(
  'client_phone_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    accountId: accountRef('account_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    index('client_phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt),
    check('client_phone_codes_purpose_check', sql`${t.purpose} in ('join', 'find-id', 'find-pw')`),
  ],
);

export const clientCars = pgTable(
  'client_cars',
  {
    id: serial('id').primaryKey(),
    accountId: refTo('account_id', () => accounts.id),
    vin: text('vin').notNull(),
    carNo: text('car_no'),
    nickname: text('nickname'),
    maker: text('maker'),
    modelYear: integer('model_year'),
    removedAt: stamp('removed_at'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('client_cars_account_vin_key').on(t.accountId, t.vin).where(sql`removed_at is null`),
    index('client_cars_account_idx').on(t.accountId, t.id),
  ],
);

export const clientCarRequests = pgTable(
  'client_car_requests',
  {
    id: serial('id').primaryKey(),
    accountId: refTo('account_id', () => accounts.id),
    carId: refTo('car_id', () => clientCars.id),
    request: text('request').notNull(),
    status: text('status').notNull().default('open'),
    answer: text('answer'),
    /** Part codes the staff suggest with the answer (the client puts them in the basket). */
    partCodes: jsonb('part_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    answeredBy: accountRef('answered_by'),
    answeredAt: stamp('answered_at'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    index('client_car_requests_account_idx').on(t.accountId, t.createdAt),
    index('client_car_requests_open_idx').on(t.createdAt).where(sql`status = 'open'`),
    check('client_car_requests_status_check', sql`${t.status} in ('open', 'answered')`),
  ],
);

/** The basket lives in the database, so it is the same after a new login or on another phone. */
export const clientBasketItems = pgTable(
  'client_basket_items',
  {
    id: serial('id').primaryKey(),
    accountId: refTo('account_id', () => accounts.id),
    partId: refTo('part_id', () => parts.id),
    carId: integer('car_id').references(() => clientCars.id),
    qty: integer('qty').notNull(),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('client_basket_items_key').on(t.accountId, t.partId),
    check('client_basket_items_qty_check', sql`${t.qty} > 0`),
  ],
);

export const clientOrderCodeSeq = pgSequence('client_order_code_seq', { startWith: 1 });

/** A client's order: the sales order it became (a draft of the shop, fixed by staff). */
export const clientOrders = pgTable(
  'client_orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`prefixed_code('Q', nextval('client_order_code_seq'), 6)`),
    accountId: refTo('account_id', () => accounts.id),
    orderId: refTo('order_id', () => salesOrders.id),
    carId: refTo('car_id', () => clientCars.id),
    memo: text('memo'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('client_orders_code_key').on(t.code),
    uniqueIndex('client_orders_order_key').on(t.orderId),
    index('client_orders_account_idx').on(t.accountId, t.createdAt),
    index('client_orders_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A note on a client order (ClientOrderMemo), written by the QR customer who placed it or by the
 * shop's staff; append-only, read in the order written.
 */
export const clientOrderMemos = pgTable(
  'client_order_memos',
  {
    id: serial('id').primaryKey(),
    clientOrderId: refTo('client_order_id', () => clientOrders.id),
    accountId: accountRef('account_id').notNull(),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    index('client_order_memos_order_idx').on(t.clientOrderId, t.id),
    check('client_order_memos_author_check', sql`${t.author} in ('client', 'staff')`),
  ],
);
