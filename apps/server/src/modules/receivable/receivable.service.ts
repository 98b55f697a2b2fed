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
  // One statement: the entry and its cached balance move together (one round trip, not two).
  await tx.execute(sql`
    with entry as (
      insert into ${customerLedger} (customer_id, entry_date, kind, amount, supply, tax, doc_kind, doc_code, memo, created_by)
      values (${entry.customerId}, ${entry.entryDate ?? kstIsoDate()}, ${entry.kind}, ${entry.amount}, ${entry.supply ?? 0},
              ${entry.tax ?? 0}, ${entry.docKind ?? null}, ${entry.docCode ?? null}, ${entry.memo ?? null}, ${actorId})
      returning customer_id, amount
    )
    insert into customer_balances (customer_id, balance, updated_at)
    select customer_id, amount, now() from entry
    on conflict (customer_id) do update set balance = customer_balances.balance + excluded.balance, updated_at = now()`);
};
