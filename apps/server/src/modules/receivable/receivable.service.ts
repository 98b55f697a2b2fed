import type { ReceivableKind } from '@erp/domain';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { runTogether } from '../../platform/db/run-together.js';
import { ledgerStatements } from '../../platform/ledger/ledger.js';
import { type MoneyEntryInput, moneyEntryValues } from '../../platform/ledger/money-ledger.js';
import { receivableLedger } from './receivable.ledger.js';

/** amount: signed won, + raises what the customer owes. */
export type ReceivableEntry = MoneyEntryInput<ReceivableKind> & { customerId: number; tax?: number };

/**
 * The ledger entry and the move of its cached balance, as two statements that go to the
 * database together (runTogether), alone or with the change's other writes.
 */
export const receivableStatements = (entry: ReceivableEntry, actorId: number | null): SQL[] =>
  ledgerStatements(receivableLedger, {
    customerId: entry.customerId,
    ...moneyEntryValues(entry, actorId),
    tax: entry.tax ?? 0,
  });

/** Appends a ledger entry and moves the cached balance in the caller's transaction, in one statement. */
export const postReceivable = async (
  tx: DbOrTx,
  entry: ReceivableEntry,
  actorId: number | null,
): Promise<void> => runTogether(tx, receivableStatements(entry, actorId));
