import { sql } from 'drizzle-orm';
import {
  bigint,
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

// Associations (협회): the trade associations customers belong to, each member's point standard,
// points per part or part kind, payouts confirmed by a second person and every statement print.
// The points are entries of the point ledger (kinds association*); nothing here holds a balance.

export const associations = pgTable(
  'associations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    representative: text('representative'),
    phone: text('phone'),
    memo: text('memo'),
    active: boolean('active').notNull().default(true),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [uniqueIndex('associations_code_key').on(t.code)],
);

/** One association per customer; its standard: whether sales accrue, the default rate. */
export const associationMembers = pgTable(
  'association_members',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id),
    associationId: refTo('association_id', () => associations.id),
    accrue: boolean('accrue').notNull().default(true),
    rateBp: integer('rate_bp').notNull().default(0),
    joinedOn: date('joined_on', { mode: 'string' }),
    memo: text('memo'),
    updatedBy: accountRef('updated_by'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [index('association_members_association_idx').on(t.associationId, t.customerId)],
);

/** Points per part (target 'part', target_code = part code) or part kind (its code and below). */
export const associationPartPoints = pgTable(
  'association_part_points',
  {
    id: serial('id').primaryKey(),
    associationId: refTo('association_id', () => associations.id),
    target: text('target').notNull(),
    targetCode: text('target_code').notNull(),
    /** 'rate' (0.01 % of the line total) or 'fixed' (points per unit). */
    mode: text('mode').notNull(),
    value: integer('value').notNull(),
    active: boolean('active').notNull().default(true),
    updatedBy: accountRef('updated_by'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [uniqueIndex('association_part_points_key').on(t.associationId, t.target, t.targetCode)],
);

export const associationPayouts = pgTable(
  'association_payouts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    associationId: refTo('association_id', () => associations.id),
    /** requested → confirmed (points posted) or rejected. */
    status: text('status').notNull().default('requested'),
    total: bigint('total', { mode: 'number' }).notNull(),
    memo: text('memo'),
    requestedBy: accountRef('requested_by'),
    requestedAt: stampNow('requested_at'),
    decidedBy: accountRef('decided_by'),
    decidedAt: stamp('decided_at'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('association_payouts_code_key').on(t.code),
    // One open request per association: a second would pay the same points twice.
    uniqueIndex('association_payouts_open_key').on(t.associationId).where(sql`${t.status} = 'requested'`),
    index('association_payouts_status_idx').on(t.status, t.id),
  ],
);

export const associationPayoutLines = pgTable(
  'association_payout_lines',
  {
    id: serial('id').primaryKey(),
    payoutId: refTo('payout_id', () => associationPayouts.id),
    customerId: refTo('customer_id', () => customers.id),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('association_payout_lines_key').on(t.payoutId, t.customerId)],
);

/** Every print of a payout's point statement (인쇄 or 재인쇄): who, when, what. Append-only. */
export const associationPrintRecords = pgTable(
  'association_print_records',
  {
    id: serial('id').primaryKey(),
    payoutId: refTo('payout_id', () => associationPayouts.id),
    kind: text('kind').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    members: integer('members').notNull(),
    printedBy: accountRef('printed_by'),
    printedAt: stampNow('printed_at'),
  },
  (t) => [index('association_print_records_payout_idx').on(t.payoutId, t.id)],
);
