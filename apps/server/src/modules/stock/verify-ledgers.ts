import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';

/** Stock balances below zero for parts that do not allow back-orders (must always be none). */
export const negativeBalances = async (db: DbOrTx): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from stock_balances where qty < 0 and not allow_negative`,
  );
  return Number(row?.n ?? 0);
};
