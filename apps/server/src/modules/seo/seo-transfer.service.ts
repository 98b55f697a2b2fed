import type {
  ListPage,
  ListQuery,
  WarehouseMoveReceiveInput,
  WarehouseMoveSummary,
  WarehouseMoveView,
} from '@erp/domain';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { isAppError } from '../../platform/errors/app-error.js';
import { receiveMove } from '../warehouse-move/warehouse-move.service.js';
import { scanMove } from '../warehouse-move/warehouse-move-scan.service.js';
import { listWarehouseMoves, loadMove, moveNotFound } from '../warehouse-move/warehouse-move-view.service.js';
import type { Branch } from './seo-branch.service.js';
import { markCpsReceived } from './seo-cps.service.js';

// The Busan transfers as the branch sees them: the warehouse moves into its warehouse, read, scanned
// and received through the warehouse-move services. A move that does not arrive at the branch's
// warehouse reads as a missing one.

/** The moves into the branch's warehouse (the query's own filters on top). */
export const listBranchTransfers = (
  db: DbOrTx,
  branch: Branch,
  query: ListQuery,
): Promise<ListPage<WarehouseMoveSummary>> =>
  listWarehouseMoves(db, {
    ...query,
    filters: [...query.filters, { field: 'toWarehouseCode', op: 'eq', value: branch.warehouseCode }],
  });

export async function* branchTransferPages(
  db: Db,
  branch: Branch,
  query: ListQuery,
): AsyncIterable<WarehouseMoveSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listBranchTransfers(db, branch, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

export const branchTransfer = async (
  db: DbOrTx,
  branch: Branch,
  code: string,
): Promise<WarehouseMoveView> => {
  try {
    const move = await loadMove(db, code);
    if (move.toWarehouseCode === branch.warehouseCode) return move;
  } catch (error) {
    // Missing: answered below exactly as a move of another warehouse is.
    if (!isAppError(error)) throw error;
  }
  throw moveNotFound(code);
};

export const scanBranchTransfer = async (
  db: Db,
  branch: Branch,
  code: string,
  barcode: string,
  actor: AuditActor,
) => {
  const move = await branchTransfer(db, branch, code);
  return scanMove(db, move.code, barcode, actor);
};

/** Received at the branch: the stock moves through the move service, the CPS order it filled is done. */
export const receiveBranchTransfer = async (
  db: Db,
  branch: Branch,
  code: string,
  input: WarehouseMoveReceiveInput,
  actor: AuditActor,
): Promise<WarehouseMoveView> => {
  const move = await branchTransfer(db, branch, code);
  const received = await receiveMove(db, move.code, input, actor);
  await markCpsReceived(db, move.code);
  return received;
};
