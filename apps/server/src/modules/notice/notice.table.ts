import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';

// A company notice (NoticeList/NoticeRegister) or an individual one sent to named accounts
// (NoticeSendRegister/NoticeIndividualList). Nothing is deleted: a notice is withdrawn.
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // 'all' = every staff account (admin, public), 'accounts' = only notice_recipients.
    audience: text('audience').notNull(),
    status: text('status').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: integer('author_id')
      .notNull()
      .references(() => accounts.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('notices_published_idx').on(t.kind, t.publishedAt, t.id).where(sql`status = 'published'`),
    index('notices_author_idx').on(t.authorId, t.createdAt),
  ],
);

export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.accountId] }),
    index('notice_recipients_account_idx').on(t.accountId),
  ],
);

// Who read which notice, and when (the view counter and NoticeUserList's read column).
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.accountId] })],
);
