import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Daily document numbers (O20261121-0001): one counter row per prefix per day, incremented by an
// atomic upsert, so numbers never repeat across server instances.
export const docCounters = pgTable(
  'doc_counters',
  {
    prefix: text('prefix').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
);
