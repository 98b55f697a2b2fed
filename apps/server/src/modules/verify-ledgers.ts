import type { DbOrTx } from '../platform/db/database.js';
import { type LedgerDifference, verifyLedger } from '../platform/ledger/ledger.js';
import { SERVER_MODULES } from './modules.js';

export type { LedgerDifference };

/** Every ledger the modules declare (stock, receivable, payable, and those to come). */
export const LEDGERS = SERVER_MODULES.flatMap((module) => module.ledgers ?? []);

/**
 * Recomputes every cached balance from its ledger (DESIGN §6) and lists the differences, ledger
 * rows without a balance row and balance rows without ledger rows included.
 */
export const verifyLedgers = async (db: DbOrTx): Promise<LedgerDifference[]> => {
  const differences: LedgerDifference[] = [];
  // One after another: the handle may be a transaction or PGlite's single connection.
  for (const ledger of LEDGERS) differences.push(...(await verifyLedger(db, ledger)));
  return differences;
};
