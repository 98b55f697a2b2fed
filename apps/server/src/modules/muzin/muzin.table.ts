import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { gramsOf, refTo, stamp, stampNow } from '../../platform/db/columns.js';

// Title and text without markup are what the 1–2 syllable search reads (never the HTML tags).
const SEARCHABLE = sql.raw(`coalesce(title, '') || ' ' || coalesce(plain_text, '')`);

// A Muzin knowledge note: public (every staff member) or individual (its writer only).
// A deleted note is kept with deleted_at set; nothing is removed.
export const muzinNotes = pgTable(
  'muzin_notes',
  {
    id: serial('id').primaryKey(),
    viewType: text('view_type').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull().default(''),
    // Sanitised HTML, safe to render.
    body: text('body').notNull(),
    plainText: text('plain_text').notNull(),
    authorId: refTo('author_id', () => accounts.id),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
    deletedAt: stamp('deleted_at'),
    version: integer('version').notNull().default(1),
    searchGrams: gramsOf('search_grams', SEARCHABLE),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(regexp_replace(${SEARCHABLE}, '[[:space:]-]+', '', 'g'))`),
  },
  (t) => [
    index('muzin_notes_public_idx').on(t.viewType, t.updatedAt, t.id),
    index('muzin_notes_author_idx').on(t.authorId, t.viewType, t.updatedAt),
    index('muzin_notes_search_grams_idx').using('gin', t.searchGrams),
  ],
);

// ClipboardCopy: text a person copies often; shared ones are offered to every staff member.
export const clipboardItems = pgTable(
  'clipboard_items',
  {
    id: serial('id').primaryKey(),
    ownerId: refTo('owner_id', () => accounts.id),
    label: text('label').notNull(),
    text: text('text').notNull(),
    shared: boolean('shared').notNull().default(false),
    useCount: integer('use_count').notNull().default(0),
    createdAt: stampNow('created_at'),
    removedAt: stamp('removed_at'),
  },
  (t) => [index('clipboard_items_owner_idx').on(t.ownerId, t.id)],
);
