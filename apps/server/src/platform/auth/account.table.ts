import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { refTo, stamp, stampNow } from '../db/columns.js';

// One accounts model for every user kind (SPEC §1). customer_code / partner_code scope the rows
// a portal user may see; they are null for staff.
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    customerCode: text('customer_code'),
    partnerCode: text('partner_code'),
    phone: text('phone'),
    disabled: boolean('disabled').notNull().default(false),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: stamp('locked_until'),
    lastLoginAt: stamp('last_login_at'),
    loginCount: integer('login_count').notNull().default(0),
    passwordChangedAt: stampNow('password_changed_at'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [
    // Login ids are case-insensitive: "Admin" and "admin" are the same person.
    uniqueIndex('accounts_login_id_key').on(sql`lower(${t.loginId})`),
    index('accounts_kind_idx').on(t.kind),
    index('accounts_customer_code_idx').on(t.customerCode),
  ],
);

// Sessions live in the database so that any number of server instances share them (DESIGN §3).
// Only a SHA-256 of the cookie value is stored: a leaked table does not yield live sessions.
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: refTo('account_id', () => accounts.id),
    portal: text('portal').notNull(),
    createdAt: stampNow('created_at'),
    lastSeenAt: stampNow('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
);

// Every login attempt, kept for the per-IP and per-account rate limits (shared across instances).
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loginId: text('login_id').notNull(),
    ip: text('ip').notNull(),
    portal: text('portal').notNull(),
    success: boolean('success').notNull(),
    at: stampNow('at'),
  },
  (t) => [
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
    index('login_attempts_login_at_idx').on(t.loginId, t.at),
  ],
);

// Successful logins, kept (unlike the attempts, purged after a day) for login counts, weekly
// statistics and the dormant-user list.
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: refTo('account_id', () => accounts.id),
    portal: text('portal').notNull(),
    ip: text('ip'),
    at: stampNow('at'),
  },
  (t) => [
    index('login_history_account_at_idx').on(t.accountId, t.at),
    index('login_history_at_idx').on(t.at),
  ],
);
