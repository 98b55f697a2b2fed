import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';

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
    authorId: refTo('author_id', () => accounts.id),
    publishedAt: stamp('published_at'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
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
    noticeId: refTo('notice_id', () => notices.id),
    accountId: refTo('account_id', () => accounts.id),
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
    noticeId: refTo('notice_id', () => notices.id),
    accountId: refTo('account_id', () => accounts.id),
    readAt: stampNow('read_at'),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.accountId] })],
);
