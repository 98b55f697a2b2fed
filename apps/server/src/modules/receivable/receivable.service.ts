import type { ReceivableKind } from '@erp/domain';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { runTogether } from '../../platform/db/run-together.js';
import { kstIsoDate } from '../../platform/http/kst.js';
import { ledgerStatements } from '../../platform/ledger/ledger.js';
import { receivableLedger } from './receivable.ledger.js';

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
 * The ledger entry and the move of its cached balance, as two statements that go to the
 * database together (runTogether), alone or with the change's other writes.
 */
export const receivableStatements = (entry: ReceivableEntry, actorId: number | null): SQL[] =>
  ledgerStatements(receivableLedger, {
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

/** Appends a ledger entry and moves the cached balance in the caller's transaction, in one statement. */
export const postReceivable = async (
  tx: DbOrTx,
  entry: ReceivableEntry,
  actorId: number | null,
): Promise<void> => runTogether(tx, receivableStatements(entry, actorId));
