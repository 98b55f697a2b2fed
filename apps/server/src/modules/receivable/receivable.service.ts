import type { ReceivableKind } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { kstIsoDate } from '../../platform/http/kst.js';
import { customerLedger } from './receivable.table.js';

export type ReceivableEntry = {
  customerId: number;
  kind: ReceivableKind;
  /** Signed won: + raises what the customer owes. */
  amount: number;
  supply?: number;
  tax?: number;
  entryDate?: string;
  docKind?: string;
  docCode?: string;
  memo?: string | null;
};

/** Appends a ledger entry and moves the cached balance in the caller's transaction. */
export const postReceivable = async (
  tx: DbOrTx,
  entry: ReceivableEntry,
  actorId: number | null,
): Promise<void> => {
  await tx.insert(customerLedger).values({
    customerId: entry.customerId,
    entryDate: entry.entryDate ?? kstIsoDate(),
    kind: entry.kind,
    amount: entry.amount,
    supply: entry.supply ?? 0,
    tax: entry.tax ?? 0,
    docKind: entry.docKind ?? null,
    docCode: entry.docCode ?? null,
    memo: entry.memo ?? null,
    createdBy: actorId,
  });
  await tx.execute(sql`
    insert into customer_balances (customer_id, balance, updated_at) values (${entry.customerId}, ${entry.amount}, now())
    on conflict (customer_id) do update set balance = customer_balances.balance + excluded.balance, updated_at = now()`);
};
