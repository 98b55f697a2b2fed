import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './database.js';

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres) answer with
 * `{ rows }`, but Drizzle's shared type leaves the result unknown.
 */
export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
