import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { pickups } from '../pickup/pickup.table.js';
import { drivers } from './driver.table.js';

/** The rate table (기사 수당 단가): one amount per kind; a kind without a row has its default. */
export const driverPayRates = pgTable('driver_pay_rates', {
  kind: text('kind').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});

/**
 * A month's pay of all drivers, fixed (Z…). At most one run of a month stands 'paid' (a partial
 * unique index, so two admins fixing at once cannot both succeed); a correction marks it
 * 'reversed' and appends reversing entries, after which the month may be fixed again.
 */
export const driverPayRuns = pgTable(
  'driver_pay_runs',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    month: text('month').notNull(),
    status: text('status').notNull().default('paid'),
    total: bigint('total', { mode: 'number' }).notNull(),
    paidBy: accountRef('paid_by'),
    paidAt: stampNow('paid_at'),
    reversedBy: accountRef('reversed_by'),
    reversedAt: stamp('reversed_at'),
    reverseReason: text('reverse_reason'),
  },
  (t) => [
    uniqueIndex('driver_pay_runs_code_key').on(t.code),
    uniqueIndex('driver_pay_runs_month_paid_key').on(t.month).where(sql`${t.status} = 'paid'`),
    index('driver_pay_runs_month_idx').on(t.month, t.id),
    check('driver_pay_runs_status_check', sql`${t.status} in ('paid', 'reversed')`),
  ],
);

/** Each driver's line of a run (append-only): the pay, or its reversal with the signs turned. */
export const driverPayEntries = pgTable(
  'driver_pay_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: refTo('run_id', () => driverPayRuns.id),
    driverId: refTo('driver_id', () => drivers.id),
    month: text('month').notNull(),
    kind: text('kind').notNull(),
    stops: integer('stops').notNull(),
    returnPickups: integer('return_pickups').notNull(),
    junkPickups: integer('junk_pickups').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    at: stampNow('at'),
  },
  (t) => [
    index('driver_pay_entries_driver_idx').on(t.driverId, t.at, t.id),
    index('driver_pay_entries_run_idx').on(t.runId),
    check('driver_pay_entries_kind_check', sql`${t.kind} in ('pay', 'reversal')`),
  ],
);

/** An admin's confirmation (ZP…) of a batch of collections' cash-back points. */
export const driverProvisions = pgTable(
  'driver_provisions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    memo: text('memo'),
    confirmedBy: accountRef('confirmed_by'),
    confirmedAt: stampNow('confirmed_at'),
  },
  (t) => [
    uniqueIndex('driver_provisions_code_key').on(t.code),
    index('driver_provisions_confirmed_idx').on(t.confirmedAt, t.id),
    index('driver_provisions_kind_idx').on(t.kind, t.confirmedAt, t.id),
    check('driver_provisions_kind_check', sql`${t.kind} in ('old', 'return')`),
  ],
);

/** One confirmed source: a source is confirmed once, ever (the unique index refuses a second). */
export const driverProvisionLines = pgTable(
  'driver_provision_lines',
  {
    id: serial('id').primaryKey(),
    provisionId: refTo('provision_id', () => driverProvisions.id),
    kind: text('kind').notNull(),
    sourceCode: text('source_code').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('driver_provision_lines_source_key').on(t.kind, t.sourceCode),
    index('driver_provision_lines_provision_idx').on(t.provisionId),
  ],
);

/**
 * A driver's pickup actions by the key the phone made (as delivery_actions for stops): an action
 * replayed from the phone's offline queue finds its key here and is not applied again. A "not
 * collected" leaves the pickup assigned; its reason is kept here.
 */
export const driverPickupActions = pgTable(
  'driver_pickup_actions',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: accountRef('account_id').notNull(),
    pickupId: refTo('pickup_id', () => pickups.id),
    action: text('action').notNull(),
    reason: text('reason'),
    /** The units scanned at the shop (used parts: what the core collection took). */
    scanned: text('scanned').array(),
    collectionCode: text('collection_code'),
    at: stampNow('at'),
  },
  (t) => [
    uniqueIndex('driver_pickup_actions_key').on(t.accountId, t.idempotencyKey),
    index('driver_pickup_actions_pickup_idx').on(t.pickupId, t.at, t.id),
    check('driver_pickup_actions_action_check', sql`${t.action} in ('collect', 'fail')`),
  ],
);
