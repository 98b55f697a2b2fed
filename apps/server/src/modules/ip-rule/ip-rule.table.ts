import { bigserial, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { stampNow } from '../../platform/db/columns.js';

// Allowed login address ranges (IP 관리): scope 'company' applies to every staff login,
// scope 'user' to one account (account_id set).
export const ipRules = pgTable(
  'ip_rules',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    range: text('range').notNull(),
    memo: text('memo'),
    createdAt: stampNow('created_at'),
    createdBy: integer('created_by').references(() => accounts.id),
  },
  (t) => [index('ip_rules_scope_idx').on(t.scope), index('ip_rules_account_idx').on(t.accountId)],
);

// Logins refused by the rules, with the reason shown to the user: the screen lists the latest.
export const ipLoginRefusals = pgTable(
  'ip_login_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    loginId: text('login_id').notNull(),
    ip: text('ip').notNull(),
    portal: text('portal').notNull(),
    reason: text('reason').notNull(),
    at: stampNow('at'),
  },
  (t) => [index('ip_login_refusals_at_idx').on(t.at)],
);
