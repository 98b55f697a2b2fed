import type { ReceivableKind } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { runTogether } from '../../platform/db/run-together.js';
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

/**
 * The ledger entry and the move of its cached balance, as two INSERTs that go to the database
 * together (runTogether), alone or with the change's other writes.
 */
export const receivableStatements = (entry: ReceivableEntry, actorId: number | null): SQL[] => [
  sql`insert into ${customerLedger} (customer_id, entry_date, kind, amount, supply, tax, doc_kind, doc_code, memo, created_by)
      values (${entry.customerId}, ${entry.entryDate ?? kstIsoDate()}, ${entry.kind}, ${entry.amount}, ${entry.supply ?? 0},
              ${entry.tax ?? 0}, ${entry.docKind ?? null}, ${entry.docCode ?? null}, ${entry.memo ?? null}, ${actorId})`,
  sql`insert into customer_balances (customer_id, balance, updated_at)
      values (${entry.customerId}, ${entry.amount}, now())
      on conflict (customer_id) do update set balance = customer_balances.balance + excluded.balance, updated_at = now()`,
];

/** Appends a ledger entry and moves the cached balance in the caller's transaction, in one statement. */
export const postReceivable = async (
  tx: DbOrTx,
  entry: ReceivableEntry,
  actorId: number | null,
): Promise<void> => runTogether(tx, receivableStatements(entry, actorId));
