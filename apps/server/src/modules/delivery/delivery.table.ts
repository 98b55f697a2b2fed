import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
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
import { orderReturns } from '../order-return/order-return.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { drivers } from './driver.table.js';

/** Ways goods reach a customer (DeliveryMethodRegister): own driver, courier, counter, quick. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    courierName: text('courier_name'),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    /** The method a new delivery starts with (one at most, a partial unique index keeps it so). */
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    memo: text('memo'),
    updatedBy: accountRef('updated_by'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('delivery_methods_default_key').on(t.isDefault).where(sql`${t.isDefault}`),
    check('delivery_methods_kind_check', sql`${t.kind} in ('driver', 'courier', 'counter', 'quick')`),
  ],
);

/**
 * A stop (배송 or 회수). `kind` 'delivery' points at a fixed order (one stop per order, made by the
 * delivery module when it reads the fixed orders); 'pickup' is the returns issue's, with its own
 * reference in `pickupRef`. The day it is served on is `serviceDate`; drivers see theirs by it.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** L + the order's day-number for an order's delivery (DOC_CODE_PREFIXES.delivery). */
    code: text('code').notNull(),
    kind: text('kind').notNull().default('delivery'),
    orderId: integer('order_id').references(() => salesOrders.id),
    /** When the order was fixed: where the next read of fixed orders starts. */
    orderFixedAt: stamp('order_fixed_at'),
    pickupRef: text('pickup_ref'),
    customerId: refTo('customer_id', () => customers.id),
    status: text('status').notNull().default('waiting'),
    methodCode: text('method_code').references(() => deliveryMethods.code),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    reservationDate: date('reservation_date', { mode: 'string' }),
    reservationTime: text('reservation_time'),
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Units to carry (the order's quantity), for vehicle capacity. */
    load: integer('load').notNull().default(0),
    driverId: integer('driver_id').references(() => drivers.id),
    seq: integer('seq'),
    /** A stop the dispatcher placed by hand: a solve of the day keeps it with its driver and place. */
    locked: boolean('locked').notNull().default(false),
    waybillNo: text('waybill_no'),
    receiverName: text('receiver_name'),
    photoUploadId: integer('photo_upload_id'),
    signature: text('signature'),
    failReason: text('fail_reason'),
    completedBy: accountRef('completed_by'),
    completedAt: stamp('completed_at'),
    cancelReason: text('cancel_reason'),
    cancelledBy: accountRef('cancelled_by'),
    cancelledAt: stamp('cancelled_at'),
    memo: text('memo'),
    createdAt: stampNow('created_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('deliveries_code_key').on(t.code),
    uniqueIndex('deliveries_order_key').on(t.orderId).where(sql`${t.kind} = 'delivery'`),
    index('deliveries_created_idx').on(t.createdAt, t.id),
    index('deliveries_status_idx').on(t.status, t.createdAt),
    index('deliveries_service_idx').on(t.serviceDate, t.status),
    index('deliveries_driver_idx').on(t.driverId, t.serviceDate, t.seq),
    index('deliveries_customer_idx').on(t.customerId, t.createdAt),
    index('deliveries_fixed_idx').on(t.orderFixedAt),
    index('deliveries_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    // A courier company confirms a parcel by scanning its waybill (module courier-portal).
    index('deliveries_waybill_idx').on(t.waybillNo).where(sql`${t.waybillNo} is not null`),
    // One courier company's parcels by state (DeliveryCompanyStatus).
    index('deliveries_method_status_idx').on(t.methodCode, t.status),
    index('deliveries_cancelled_idx').on(t.cancelledAt).where(sql`${t.cancelledAt} is not null`),
    check('deliveries_kind_check', sql`${t.kind} in ('delivery', 'pickup')`),
    check(
      'deliveries_status_check',
      sql`${t.status} in ('waiting', 'assigned', 'done', 'failed', 'cancelled')`,
    ),
    check('deliveries_ref_check', sql`(${t.kind} = 'delivery') = (${t.orderId} is not null)`),
    check('deliveries_assigned_check', sql`${t.status} <> 'assigned' or ${t.driverId} is not null`),
  ],
);

/** A stop's history (append-only). */
export const deliveryEvents = pgTable(
  'delivery_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: refTo('delivery_id', () => deliveries.id),
    event: text('event').notNull(),
    note: text('note'),
    actorId: accountRef('actor_id'),
    at: stampNow('at'),
  },
  (t) => [index('delivery_events_delivery_idx').on(t.deliveryId, t.at, t.id)],
);

/**
 * A driver's actions by the key the phone made: an action queued offline and sent twice finds its
 * key here and is answered without being applied again.
 */
export const deliveryActions = pgTable(
  'delivery_actions',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: accountRef('account_id').notNull(),
    deliveryId: refTo('delivery_id', () => deliveries.id),
    action: text('action').notNull(),
    at: stampNow('at'),
  },
  (t) => [uniqueIndex('delivery_actions_key').on(t.accountId, t.idempotencyKey)],
);

/** A customer's claim about a delivery (damaged, late, wrong), resolved by a linked return. */
export const deliveryClaims = pgTable(
  'delivery_claims',
  {
    id: serial('id').primaryKey(),
    deliveryId: refTo('delivery_id', () => deliveries.id),
    kind: text('kind').notNull(),
    memo: text('memo').notNull(),
    returnId: integer('return_id').references(() => orderReturns.id),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    index('delivery_claims_created_idx').on(t.createdAt, t.id),
    index('delivery_claims_delivery_idx').on(t.deliveryId),
    check('delivery_claims_kind_check', sql`${t.kind} in ('damaged', 'late', 'wrong')`),
  ],
);
