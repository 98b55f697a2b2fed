import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './database.js';

/**
 * Runs independent writes as one statement: all but the last become data-modifying WITH
 * queries, which PostgreSQL executes exactly once and to completion whether or not anything
 * reads them. One round trip instead of one per write, on paths clerks take all day (an order
 * fix writes its event, audit row, receivable entry and balance, and stock moves together).
 * Each statement must be a plain INSERT/UPDATE/DELETE without a WITH of its own, and none may
 * depend on another's effect: they all see the same snapshot.
 */
export const runTogether = async (db: DbOrTx, statements: readonly SQL[]): Promise<void> => {
  const last = statements.at(-1);
  if (!last) return;
  if (statements.length === 1) {
    await db.execute(last);
    return;
  }
  const withs = statements.slice(0, -1).map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`);
  await db.execute(sql`with ${sql.join(withs, sql`, `)} ${last}`);
};
