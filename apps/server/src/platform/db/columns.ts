import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

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
