import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from '../auth/account.table.js';
import { refTo, stamp, stampNow } from '../db/columns.js';

// A user's inbox behind the header bell: one row per recipient, written in the transaction of
// the event it announces, pushed over the user's socket only after that transaction commits.
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: refTo('account_id', () => accounts.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    createdAt: stampNow('created_at'),
    readAt: stamp('read_at'),
  },
  (t) => [
    index('notifications_account_idx').on(t.accountId, t.id),
    index('notifications_unread_idx').on(t.accountId).where(sql`read_at is null`),
  ],
);
