import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../auth/account.table.js';

// A user's inbox behind the header bell: one row per recipient, written in the transaction of
// the event it announces, pushed over the user's socket only after that transaction commits.
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_account_idx').on(t.accountId, t.id),
    index('notifications_unread_idx').on(t.accountId).where(sql`read_at is null`),
  ],
);
