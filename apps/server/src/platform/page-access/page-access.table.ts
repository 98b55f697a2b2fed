import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { refTo, stampNow } from '../db/columns.js';

// One row per page path gives the stats entry its stable id (SPEC §3).
export const pageAccessPages = pgTable(
  'page_access_pages',
  {
    id: serial('id').primaryKey(),
    pagePath: text('page_path').notNull(),
    pageName: text('page_name').notNull().default(''),
  },
  (t) => [uniqueIndex('page_access_pages_path_key').on(t.pagePath)],
);

// Counts per page per day, so the list can filter by date range; a save is one atomic upsert.
export const pageAccessDaily = pgTable(
  'page_access_daily',
  {
    pageId: refTo('page_id', () => pageAccessPages.id),
    accessDate: date('access_date', { mode: 'string' }).notNull(),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessTime: stampNow('last_access_time'),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.accessDate] }),
    index('page_access_daily_date_idx').on(t.accessDate),
  ],
);

// Who visited which page on which day: the source of uniqueUserCount.
export const pageAccessVisitors = pgTable(
  'page_access_visitors',
  {
    pageId: refTo('page_id', () => pageAccessPages.id),
    accessDate: date('access_date', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.accessDate, t.accountId] })],
);
