import type { StockMoveReason } from '@erp/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { commitWith } from '../../platform/db/commit-with.js';
import type { DbOrTx, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { runTogether } from '../../platform/db/run-together.js';
import { AppError } from '../../platform/errors/app-error.js';
import { parts } from '../part/part.table.js';
import { stockBalances, stockMoves, warehouses } from './stock.table.js';

export type StockMove = {
  partId: number;
  warehouseCode: string;
  /** Signed: + in, − out. */
  qty: number;
  reason: StockMoveReason;
  docKind?: string;
  docCode?: string;
  docLine?: number;
};

type MergedMove = { partId: number; warehouseCode: string; qty: number };

/** One balance change per (part, warehouse), in that order: the order every document locks in. */
const mergeMoves = (moves: readonly StockMove[]): MergedMove[] => {
  const merged = new Map<string, MergedMove>();
  for (const m of moves) {
    const key = `${m.partId}|${m.warehouseCode}`;
    const existing = merged.get(key);
    if (existing) existing.qty += m.qty;
    else merged.set(key, { partId: m.partId, warehouseCode: m.warehouseCode, qty: m.qty });
  }
  return [...merged.values()]
    .filter((m) => m.qty !== 0)
    .sort((a, b) => a.partId - b.partId || a.warehouseCode.localeCompare(b.warehouseCode));
};

const valuesList = (rows: SQL[]): SQL => sql.join(rows, sql`, `);

/**
 * The moves into the ledger, and a zero balance row for any (part, warehouse) seen for the first
 * time, as statements for runTogether. ON CONFLICT DO NOTHING takes no lock on an existing
 * balance, so the contended rows are not touched yet.
 */
const stockMoveStatements = (
  moves: readonly StockMove[],
  balances: readonly MergedMove[],
  actorId: number | null,
): SQL[] => {
  const moveRows = valuesList(
    moves.map(
      (m) =>
        sql`(${m.partId}::int, ${m.warehouseCode}::text, ${m.qty}::int, ${m.reason}::text, ${m.docKind ?? null}::text, ${m.docCode ?? null}::text, ${m.docLine ?? null}::int, ${actorId}::int)`,
    ),
  );
  const insertMoves = sql`insert into ${stockMoves} (part_id, warehouse_code, qty, reason, doc_kind, doc_code, doc_line, created_by)
    select * from (values ${moveRows}) m`;
  if (balances.length === 0) return [insertMoves];
  const ensureBalances = sql`insert into ${stockBalances} (part_id, warehouse_code, qty, allow_negative)
    select p.id, r.warehouse_code, 0, p.allow_back_order
    from (values ${valuesList(balances.map((b) => sql`(${b.partId}::int, ${b.warehouseCode}::text)`))}) r(part_id, warehouse_code)
    join ${parts} p on p.id = r.part_id
    on conflict (part_id, warehouse_code) do nothing`;
  return [ensureBalances, insertMoves];
};

/**
 * Every balance change in one statement. The rows are locked first in (part, warehouse) order,
 * so two documents never wait on each other in a circle; stock_after_move (migration 0017)
 * refuses a change that would leave a balance below zero, unless the part allows back-orders,
 * with the Korean reason and its figures (HINT 'stock_shortage').
 */
const balanceStatement = (balances: readonly MergedMove[]): SQL => sql`
  with req(part_id, warehouse_code, delta) as (
    values ${valuesList(balances.map((b) => sql`(${b.partId}::int, ${b.warehouseCode}::text, ${b.qty}::int)`))}
  ),
  locked as materialized (
    select b.part_id, b.warehouse_code from ${stockBalances} b
    join req r on r.part_id = b.part_id and r.warehouse_code = b.warehouse_code
    order by b.part_id, b.warehouse_code
    for update of b
  )
  update ${stockBalances} b
  set qty = stock_after_move(b.qty, r.delta, p.allow_back_order, p.code, p.name, b.warehouse_code),
      allow_negative = p.allow_back_order, updated_at = now()
  from locked l, req r, ${parts} p
  where b.part_id = l.part_id and b.warehouse_code = l.warehouse_code
    and r.part_id = b.part_id and r.warehouse_code = b.warehouse_code and p.id = b.part_id
  returning b.part_id`;

/** The database's stock refusal as the Korean E2003 the clerk sees; other errors pass through. */
const asStockRefusal = (error: unknown): unknown => {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const pgError = cause as { code?: string; hint?: string; message?: string; detail?: string } | null;
  if (pgError?.code !== 'P0001' || pgError.hint !== 'stock_shortage') return error;
  let detail: Record<string, unknown> | undefined;
  try {
    detail = pgError.detail ? (JSON.parse(pgError.detail) as Record<string, unknown>) : undefined;
  } catch {
    detail = undefined;
  }
  return new AppError('E2003', pgError.message ?? '재고가 부족합니다.', detail);
};

const applyBalances = async (
  balances: readonly MergedMove[],
  run: (statement: SQL) => Promise<unknown[]>,
): Promise<void> => {
  if (balances.length === 0) return;
  let updated: unknown[];
  try {
    updated = await run(balanceStatement(balances));
  } catch (error) {
    throw asStockRefusal(error);
  }
  // insertMoves made every row, so a shortfall here is a part that vanished mid-way.
  if (updated.length !== balances.length) throw new AppError('E2001', '품목을 찾을 수 없습니다.');
};

/**
 * Posts moves to the stock ledger and its balances in the caller's transaction. Each balance
 * changes in one guarded statement (`qty = qty + n`, refused below zero unless the part allows
 * back-orders), never read-then-write, so two clerks selling the last unit cannot both succeed.
 * The moves go in first and the balances last: the balance rows are what concurrent documents
 * wait on, so they are locked as late as possible (a refusal rolls the moves back with the rest).
 */
export const postStockMoves = async (
  tx: DbOrTx,
  moves: readonly StockMove[],
  actorId: number | null,
): Promise<void> => {
  if (moves.length === 0) return;
  const balances = mergeMoves(moves);
  await runTogether(tx, stockMoveStatements(moves, balances, actorId));
  await applyBalances(balances, (statement) => queryRows(tx, statement));
};

export const assertWarehouse = async (db: DbOrTx, code: string): Promise<void> => {
  const [row] = await db
    .select({ active: warehouses.active })
    .from(warehouses)
    .where(eq(warehouses.code, code));
  if (!row?.active) throw new AppError('E0422', `창고: 사용할 수 없는 창고입니다 (${code}).`);
};

/** On-hand per warehouse for the given parts (the order screen's candidate list). */
export const stockOf = async (
  db: DbOrTx,
  partIds: readonly number[],
): Promise<{ partId: number; warehouseCode: string; qty: number }[]> =>
  partIds.length === 0
    ? []
    : db
        .select({
          partId: stockBalances.partId,
          warehouseCode: stockBalances.warehouseCode,
          qty: stockBalances.qty,
        })
        .from(stockBalances)
        .where(inArray(stockBalances.partId, [...partIds]));

/**
 * postStockMoves as the transaction's last step: the balance update and the COMMIT go to
 * PostgreSQL in one message (commitWith), so the contended balance rows are held only while the
 * database works. `alongWith` are the document's other independent writes (its event, audit and
 * ledger rows), sent in one statement with the moves. Nothing may run in `tx` afterwards.
 */
export const postStockMovesAndCommit = async (
  tx: Tx,
  moves: readonly StockMove[],
  actorId: number | null,
  alongWith: readonly SQL[] = [],
): Promise<void> => {
  const balances = mergeMoves(moves);
  await runTogether(tx, [
    ...alongWith,
    ...(moves.length > 0 ? stockMoveStatements(moves, balances, actorId) : []),
  ]);
  await applyBalances(balances, (statement) => commitWith(tx, statement));
};
