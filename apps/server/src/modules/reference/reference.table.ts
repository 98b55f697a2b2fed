import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamp, stampNow } from '../../platform/db/columns.js';

// A link of a collection kept by admins; a link taken down is kept (hidden_at), never deleted.
export const linkItems = pgTable(
  'link_items',
  {
    id: serial('id').primaryKey(),
    collection: text('collection').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    memo: text('memo').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(100),
    createdAt: stampNow('created_at'),
    hiddenAt: stamp('hidden_at'),
  },
  (t) => [index('link_items_collection_idx').on(t.collection, t.sortOrder, t.id)],
);
