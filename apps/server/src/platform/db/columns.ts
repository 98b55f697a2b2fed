import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, text as pgText, timestamp } from 'drizzle-orm/pg-core';

// The column kinds every table repeats, written once: a required link to another row and the
// instants rows carry (always with their time zone, so a Korean day is read the same everywhere).

/** A required link to another table's row by its integer id. */
export const refTo = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/** An instant the database sets when the row is written (created_at, at, …). */
export const stampNow = <N extends string>(name: N) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** An instant that stays empty until something happens. */
export const stamp = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/**
 * The search grams of a text, kept by the database (search_grams, GIN-indexed), so `contains`
 * filters find a term through the index; `text` is SQL over the row's own columns.
 */
export const gramsOf = <N extends string>(name: N, text: SQL) =>
  pgText(name)
    .array()
    .notNull()
    .generatedAlwaysAs((): SQL => sql`search_grams(${text})`);
