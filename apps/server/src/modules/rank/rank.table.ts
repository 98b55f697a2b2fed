import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
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

// Ranks (등급). customers.rank (the customer module's column) is the rank in force; this module
// is the only writer of it after registration, and every change appends customer_rank_history.

/** Each rank's threshold (net purchases over the period) and its point rate. */
export const rankLevels = pgTable('rank_levels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
  /** Sale points earned at this rank, in basis points (100 = 1 %); 0 = the day rate applies. */
  pointRateBp: integer('point_rate_bp').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});

/** One row (id 1): the months of purchases a recompute sums. */
export const rankPolicy = pgTable('rank_policy', {
  id: integer('id').primaryKey(),
  periodMonths: integer('period_months').notNull().default(3),
  updatedAt: stampNow('updated_at'),
});

/** Discount per rank and part kind (a large or middle kind covers the kinds under it). */
export const rankDiscounts = pgTable(
  'rank_discounts',
  {
    id: serial('id').primaryKey(),
    rankCode: text('rank_code')
      .notNull()
      .references(() => rankLevels.code),
    kindCode: text('kind_code').notNull(),
    discountBp: integer('discount_bp').notNull(),
  },
  (t) => [uniqueIndex('rank_discounts_rank_kind_key').on(t.rankCode, t.kindCode)],
);

/** A rank's order weekdays ('0111110', Sunday first), hour window (HHmm) and delivery options. */
export const rankRules = pgTable('rank_rules', {
  rankCode: text('rank_code')
    .primaryKey()
    .references(() => rankLevels.code),
  weekdays: text('weekdays'),
  fromHm: text('from_hm'),
  toHm: text('to_hm'),
  deliveryMethods: text('delivery_methods').array(),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});

/** A rank chosen by hand: in force until its end date, over what the purchases say. */
export const customerRankChoices = pgTable(
  'customer_rank_choices',
  {
    id: serial('id').primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    rankCode: text('rank_code')
      .notNull()
      .references(() => rankLevels.code),
    reason: text('reason').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** active → ended (its end date passed, at a recompute) or released (by hand). */
    status: text('status').notNull().default('active'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    closedBy: accountRef('closed_by'),
    closedAt: stamp('closed_at'),
    closeReason: text('close_reason'),
  },
  (t) => [
    // At most one choice in force per customer: a second is refused by the database too.
    uniqueIndex('customer_rank_choices_active_key').on(t.customerId).where(sql`status = 'active'`),
    index('customer_rank_choices_created_idx').on(t.createdAt, t.id),
  ],
);

/** Every change of a customer's rank, with why (append-only). */
export const customerRankHistory = pgTable(
  'customer_rank_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    fromRank: text('from_rank'),
    toRank: text('to_rank'),
    source: text('source').notNull(),
    reason: text('reason'),
    amount: bigint('amount', { mode: 'number' }),
    runId: integer('run_id'),
    createdBy: accountRef('created_by'),
    at: stampNow('at'),
  },
  (t) => [
    index('customer_rank_history_customer_idx').on(t.customerId, t.at),
    index('customer_rank_history_at_idx').on(t.at, t.id),
  ],
);

/** What the last recompute found per customer (CustomerRankRange reads it). */
export const customerRankAmounts = pgTable(
  'customer_rank_amounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    computedRank: text('computed_rank'),
    runId: integer('run_id').notNull(),
    computedAt: stampNow('computed_at'),
  },
  (t) => [index('customer_rank_amounts_amount_idx').on(t.amount)],
);

/** A recompute: queued → running → done (or failed); done/total is its progress bar. */
export const rankRecomputeRuns = pgTable(
  'rank_recompute_runs',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('queued'),
    trigger: text('trigger').notNull().default('manual'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    error: text('error'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    finishedAt: stamp('finished_at'),
  },
  (t) => [
    // One monthly run per period start, even with several servers starting it at once.
    uniqueIndex('rank_recompute_runs_monthly_key').on(t.fromDate, t.toDate).where(sql`trigger = 'monthly'`),
    index('rank_recompute_runs_status_idx').on(t.status),
  ],
);
