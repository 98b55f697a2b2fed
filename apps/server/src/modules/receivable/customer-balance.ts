import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { customerBalances } from './receivable.table.js';

/** A customer's receivable balance, for the modules that show it (the customer portal view). */
export const customerBalance = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ balance: customerBalances.balance })
    .from(customerBalances)
    .where(eq(customerBalances.customerId, customerId));
  return row?.balance ?? 0;
};
