import {
  isSystemWarehouseKind,
  type StockMoveReason,
  type SystemWarehouseKind,
  warehouseKindLabel,
} from '@erp/domain';
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
  /** Signed: + in, − out. 0 with a value: a cost-only move (freight allocated to stock on hand). */
  qty: number;
  /**
   * The move's cost, when it brings its own (a purchase-in at its supply, a reversal at the cost
   * it reverses): `value` in signed won, else `unitCost` won per unit × qty. Without either the
   * move takes the balance's moving average (sales, purchase returns, customer returns,
   * adjustments), or the part's purchase price before VAT when the balance holds no units.
   */
  unitCost?: number;
  value?: number;
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
  return [...merged.values()].sort(
    (a, b) => a.partId - b.partId || a.warehouseCode.localeCompare(b.warehouseCode),
  );
};

/**
 * A column of values as ONE array parameter. A document's rows travel as a few arrays unnested
 * by the database, not as a VALUES list with a parameter per cell: a 50 000-line count is nine
 * parameters instead of 450 000 (PostgreSQL takes at most 65 535 per statement), and neither
 * Drizzle nor the planner does work per cell.
 */
const arrayParam = (values: readonly unknown[], type: 'int' | 'bigint' | 'text'): SQL =>
  sql`${sql.param([...values])}::${sql.raw(type)}[]`;

/** The moves' columns, in mv's order, each one array parameter. */
const moveColumns = (moves: readonly StockMove[]): SQL =>
  sql.join(
    [
      arrayParam(
        moves.map((_, i) => i),
        'int',
      ),
      arrayParam(
        moves.map((m) => m.partId),
        'int',
      ),
      arrayParam(
        moves.map((m) => m.warehouseCode),
        'text',
      ),
      arrayParam(
        moves.map((m) => m.qty),
        'int',
      ),
      arrayParam(moves.map(givenValue), 'bigint'),
      arrayParam(
        moves.map((m) => m.reason),
        'text',
      ),
      arrayParam(
        moves.map((m) => m.docKind ?? null),
        'text',
      ),
      arrayParam(
        moves.map((m) => m.docCode ?? null),
        'text',
      ),
      arrayParam(
        moves.map((m) => m.docLine ?? null),
        'int',
      ),
    ],
    sql`, `,
  );

/** The (part, warehouse) pairs of merged balances as an unnested row source r(part_id, warehouse_code). */
const balanceRows = (balances: readonly MergedMove[]): SQL =>
  sql`unnest(${arrayParam(
    balances.map((b) => b.partId),
    'int',
  )}, ${arrayParam(
    balances.map((b) => b.warehouseCode),
    'text',
  )}) r(part_id, warehouse_code)`;

/** A move's own cost in won, or null when it takes the average. */
const givenValue = (m: StockMove): number | null => {
  const value = m.value ?? (m.unitCost === undefined ? null : m.unitCost * m.qty);
  if (value !== null && !Number.isSafeInteger(value))
    throw new Error(`재고 원가는 원 단위 정수여야 합니다 (${String(value)}).`);
  return value;
};

/** Moves that change nothing (no units, no value) are not written. */
const meaningful = (moves: readonly StockMove[]): StockMove[] =>
  moves.filter((m) => m.qty !== 0 || (givenValue(m) ?? 0) !== 0);

/**
 * A zero balance row for any (part, warehouse) seen for the first time, for runTogether. ON
 * CONFLICT DO NOTHING takes no lock on an existing balance, so the contended rows are not
 * touched yet.
 */
const ensureBalancesStatement = (balances: readonly MergedMove[]): SQL => sql`
  insert into ${stockBalances} (part_id, warehouse_code, qty, allow_negative)
    select p.id, r.warehouse_code, 0, p.allow_back_order
    from ${balanceRows(balances)}
    join ${parts} p on p.id = r.part_id
    on conflict (part_id, warehouse_code) do nothing`;

/** The part's purchase price before VAT (splitVat's supply), the cost of a move into no stock. */
export const partUnitCostSql = (p: SQL): SQL =>
  sql`(case when ${p}.vat_included then ${p}.purchase_price - ${p}.purchase_price / 11 else ${p}.purchase_price end)`;

/**
 * Locks the balance rows a posting moves, in (part, warehouse) order, so two documents never wait
 * on each other in a circle. A statement of its own: the pricing statement after it takes a new
 * snapshot, so it reads the values the last holder of each lock committed (within one statement,
 * the rows read beside a FOR UPDATE may be older than the ones the UPDATE then changes).
 */
const lockStatement = (balances: readonly MergedMove[]): SQL => sql`
  select b.part_id from ${stockBalances} b
  join ${balanceRows(balances)}
    on r.part_id = b.part_id and r.warehouse_code = b.warehouse_code
  order by b.part_id, b.warehouse_code
  for update of b`;

/**
 * The moves and every balance change in one statement, on rows lockStatement holds: the moves
 * are priced from the balances (a move without its own cost takes value ÷ qty as it stood before
 * the document, qty × average rounded to the won), written, and the balances moved.
 * stock_after_move (migration 0017) refuses a change that would leave a balance below zero,
 * unless the part allows back-orders, with the Korean reason and its figures (HINT
 * 'stock_shortage'). A balance left with no units is left with no value: the document's last
 * move on it takes the remainder, so the value is exactly the sum of the moves' values.
 */
const balanceStatement = (
  moves: readonly StockMove[],
  balances: readonly MergedMove[],
  actorId: number | null,
): SQL => sql`
  with mv as (
    select * from unnest(${moveColumns(moves)})
      as m(ord, part_id, warehouse_code, qty, given, reason, doc_kind, doc_code, doc_line)
  ),
  req as (select * from ${balanceRows(balances)}),
  locked as materialized (
    select b.part_id, b.warehouse_code, b.qty, b.value from ${stockBalances} b
    join req r on r.part_id = b.part_id and r.warehouse_code = b.warehouse_code
  ),
  priced as materialized (
    select m.*, coalesce(m.given, round(m.qty::numeric * (case when l.qty > 0 then l.value::numeric / l.qty
      else ${partUnitCostSql(sql`p`)} end))::bigint) as v
    from mv m join locked l on l.part_id = m.part_id and l.warehouse_code = m.warehouse_code
    join ${parts} p on p.id = m.part_id
  ),
  totals as materialized (
    select m.part_id, m.warehouse_code, sum(m.qty)::int as dq, sum(m.v)::bigint as dv, max(m.ord) as last_ord,
      min(l.qty) + sum(m.qty) = 0 as emptied, min(l.value) as held
    from priced m join locked l on l.part_id = m.part_id and l.warehouse_code = m.warehouse_code
    group by m.part_id, m.warehouse_code
  ),
  moved as (
    insert into ${stockMoves} (part_id, warehouse_code, qty, unit_cost, value, reason, doc_kind, doc_code, doc_line, created_by)
    select m.part_id, m.warehouse_code, m.qty, case when m.qty <> 0 then round(f.value::numeric / m.qty)::bigint end,
      f.value, m.reason, m.doc_kind, m.doc_code, m.doc_line, ${actorId}::int
    from priced m join totals t on t.part_id = m.part_id and t.warehouse_code = m.warehouse_code
    cross join lateral (select case when t.emptied and m.ord = t.last_ord then m.v - (t.held + t.dv) else m.v end as value) f
    order by m.ord
  )
  update ${stockBalances} b
  set qty = stock_after_move(b.qty, t.dq, p.allow_back_order, p.code, p.name, b.warehouse_code),
      value = case when t.emptied then 0 else b.value + t.dv end,
      allow_negative = p.allow_back_order, updated_at = now()
  from totals t, ${parts} p
  where b.part_id = t.part_id and b.warehouse_code = t.warehouse_code and p.id = b.part_id
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

const applyMoves = async (
  moves: readonly StockMove[],
  balances: readonly MergedMove[],
  actorId: number | null,
  run: (statements: readonly SQL[]) => Promise<unknown[]>,
): Promise<void> => {
  if (balances.length === 0) return;
  let updated: unknown[];
  try {
    updated = await run([lockStatement(balances), balanceStatement(moves, balances, actorId)]);
  } catch (error) {
    throw asStockRefusal(error);
  }
  // ensureBalances made every row, so a shortfall here is a part that vanished mid-way.
  if (updated.length !== balances.length) throw new AppError('E2001', '품목을 찾을 수 없습니다.');
};

/**
 * Posts moves to the stock ledger and its balances in the caller's transaction. Each balance
 * changes in one guarded statement (`qty = qty + n`, refused below zero unless the part allows
 * back-orders), never read-then-write, so two clerks selling the last unit cannot both succeed;
 * the same statement prices the moves at the moving average of the rows locked just before it.
 * Missing balance rows are made first (without locking existing ones); the balances are what
 * concurrent documents wait on, so they are locked as late as possible, by the last statements.
 */
export const postStockMoves = async (
  tx: DbOrTx,
  moves: readonly StockMove[],
  actorId: number | null,
): Promise<void> => {
  const written = meaningful(moves);
  if (written.length === 0) return;
  const balances = mergeMoves(written);
  await runTogether(tx, [ensureBalancesStatement(balances)]);
  await applyMoves(written, balances, actorId, async (statements) => {
    let rows: unknown[] = [];
    for (const statement of statements) rows = await queryRows(tx, statement);
    return rows;
  });
};

/**
 * A warehouse a document may sell from, buy into or adjust: active, and not a location the system
 * keeps (goods in transit move only through their warehouse move, consigned goods through theirs).
 */
export const assertWarehouse = async (
  db: DbOrTx,
  code: string,
  /** System locations the caller itself opened and answers for (a consignment use sells from its location). */
  allow: readonly SystemWarehouseKind[] = [],
): Promise<void> => {
  const [row] = await db
    .select({ active: warehouses.active, kind: warehouses.kind })
    .from(warehouses)
    .where(eq(warehouses.code, code));
  if (!row?.active) throw new AppError('E0422', `창고: 사용할 수 없는 창고입니다 (${code}).`);
  if (isSystemWarehouseKind(row.kind) && !allow.includes(row.kind))
    throw new AppError(
      'E0422',
      `창고: ${code}은(는) ${warehouseKindLabel(row.kind)} 위치라 직접 쓸 수 없습니다. 창고 이동으로만 움직입니다.`,
    );
};

export type PartWarehouseStock = {
  partId: number;
  warehouseCode: string;
  warehouseName: string;
  warehouseKind: string;
  kindLabel: string;
  qty: number;
};

/**
 * On-hand per warehouse for the given parts (the order screen's candidate list, the part's stock),
 * each with its warehouse's kind: goods in transit are labelled '이동 중', never shelf stock.
 */
export const stockOf = async (db: DbOrTx, partIds: readonly number[]): Promise<PartWarehouseStock[]> => {
  if (partIds.length === 0) return [];
  const rows = await db
    .select({
      partId: stockBalances.partId,
      warehouseCode: stockBalances.warehouseCode,
      warehouseName: warehouses.name,
      warehouseKind: warehouses.kind,
      qty: stockBalances.qty,
    })
    .from(stockBalances)
    .innerJoin(warehouses, eq(warehouses.code, stockBalances.warehouseCode))
    .where(inArray(stockBalances.partId, [...partIds]))
    .orderBy(warehouses.sortOrder, warehouses.code);
  return rows.map((r) => ({ ...r, kindLabel: warehouseKindLabel(r.warehouseKind) }));
};

/**
 * postStockMoves as the transaction's last step: the lock, the moves with the balance update and
 * the COMMIT go to PostgreSQL in one message (commitWith), so the contended balance rows are held only while
 * the database works. `alongWith` are the document's other independent writes (its event, audit
 * and ledger rows), sent in one statement with the missing balance rows. Nothing may run in `tx` afterwards.
 */
export const postStockMovesAndCommit = async (
  tx: Tx,
  moves: readonly StockMove[],
  actorId: number | null,
  alongWith: readonly SQL[] = [],
): Promise<void> => {
  const written = meaningful(moves);
  const balances = mergeMoves(written);
  await runTogether(tx, [...alongWith, ...(balances.length > 0 ? [ensureBalancesStatement(balances)] : [])]);
  await applyMoves(written, balances, actorId, (statements) => commitWith(tx, statements));
};

/**
 * The moves that undo what a document has posted so far, line by line at the cost each move
 * was recorded at (a fix change reverses at the original cost, not today's average). Nothing
 * when the document's moves already net to zero.
 */
export const reversalOf = async (
  db: DbOrTx,
  docKind: string,
  docCode: string,
  reason: StockMoveReason,
): Promise<StockMove[]> => {
  const rows = await queryRows<{
    part_id: number;
    warehouse_code: string;
    doc_line: number | null;
    qty: number;
    value: string;
  }>(
    db,
    sql`select part_id, warehouse_code, doc_line, -sum(qty)::int as qty, -sum(value)::bigint as value
        from ${stockMoves} where doc_kind = ${docKind} and doc_code = ${docCode}
        group by part_id, warehouse_code, doc_line
        having sum(qty) <> 0 or sum(value) <> 0
        order by doc_line, part_id, warehouse_code`,
  );
  return rows.map((r) => ({
    partId: r.part_id,
    warehouseCode: r.warehouse_code,
    qty: r.qty,
    value: Number(r.value),
    reason,
    docKind,
    docCode,
    ...(r.doc_line === null ? {} : { docLine: r.doc_line }),
  }));
};
