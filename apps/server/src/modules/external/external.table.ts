import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';

// What an external salesperson has beyond the login (accounts, kind 'external'): the
// recommendation code their shops' customer users carry (customer_user_profiles.recommend_code:
// the link to "their" customers, no customer data is copied), the start point of their rounds,
// and the deleted flag (SPEC §7.8: a flag, never a deletion; the login is disabled with it).
export const externalProfiles = pgTable(
  'external_profiles',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    recommendCode: text('recommend_code').notNull(),
    region: text('region'),
    imageUrl: text('image_url'),
    startLat: doublePrecision('start_lat'),
    startLng: doublePrecision('start_lng'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [uniqueIndex('external_profiles_recommend_key').on(sql`upper(${t.recommendCode})`)],
);

// Day and week reports. Editable by their writer until head office reads them (read_at).
export const externalReports = pgTable(
  'external_reports',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    accountId: refTo('account_id', () => accounts.id),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    visits: text('visits').notNull(),
    customersMet: text('customers_met').notNull().default(''),
    issues: text('issues').notNull().default(''),
    nextSteps: text('next_steps').notNull().default(''),
    readAt: stamp('read_at'),
    readBy: accountRef('read_by'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('external_reports_code_key').on(t.code),
    // One report per writer, kind and day (a week report is dated by its Monday).
    uniqueIndex('external_reports_day_key').on(t.accountId, t.kind, t.reportDate),
    index('external_reports_kind_date_idx').on(t.kind, t.reportDate),
  ],
);

export const externalReportComments = pgTable(
  'external_report_comments',
  {
    id: serial('id').primaryKey(),
    reportId: refTo('report_id', () => externalReports.id),
    body: text('body').notNull(),
    createdBy: accountRef('created_by'),
    at: stampNow('at'),
  },
  (t) => [index('external_report_comments_report_idx').on(t.reportId)],
);

// The weekly rotation: which customer is visited on which weekday, in which order; a locked visit
// keeps its place when the day is optimised. Coordinates are entered by hand (no geocoder here).
export const externalRotations = pgTable(
  'external_rotations',
  {
    id: serial('id').primaryKey(),
    accountId: refTo('account_id', () => accounts.id),
    weekday: integer('weekday').notNull(),
    seq: integer('seq').notNull(),
    customerCode: text('customer_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    locked: boolean('locked').notNull().default(false),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('external_rotations_day_customer_key').on(t.accountId, t.weekday, t.customerCode),
    index('external_rotations_day_idx').on(t.accountId, t.weekday, t.seq),
  ],
);

// The commission table kept by head office: brackets of net sales, rate in 1/100 %.
export const externalCommissionRates = pgTable('external_commission_rates', {
  fromAmount: bigint('from_amount', { mode: 'number' }).primaryKey(),
  rateBp: integer('rate_bp').notNull(),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});
