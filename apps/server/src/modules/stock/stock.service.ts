import type { StockMoveReason } from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
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

/**
 * Posts moves to the stock ledger and its balances in the caller's transaction. Each balance
 * changes in one statement (`qty = qty + n` guarded by `qty + n >= 0` unless the part allows
 * back-orders), never read-then-write, so two clerks selling the last unit cannot both succeed.
 * Moves are applied in (part, warehouse) order so concurrent documents lock rows in one order and
 * cannot deadlock. Refusal throws a Korean message naming the part and what is on hand.
 */
export const postStockMoves = async (
  tx: DbOrTx,
  moves: readonly StockMove[],
  actorId: number | null,
): Promise<void> => {
  if (moves.length === 0) return;
  const merged = new Map<string, StockMove & { lines: StockMove[] }>();
  for (const m of moves) {
    const key = `${m.partId}|${m.warehouseCode}`;
    const existing = merged.get(key);
    if (existing) {
      existing.qty += m.qty;
      existing.lines.push(m);
    } else merged.set(key, { ...m, lines: [m] });
  }
  const ordered = [...merged.values()].sort(
    (a, b) => a.partId - b.partId || a.warehouseCode.localeCompare(b.warehouseCode),
  );
  // The moves first, the balances last: the balance rows are what concurrent sales wait on, so
  // they are locked as late as possible (a refusal below rolls the moves back with the rest).
  await tx.insert(stockMoves).values(
    moves.map((m) => ({
      partId: m.partId,
      warehouseCode: m.warehouseCode,
      qty: m.qty,
      reason: m.reason,
      docKind: m.docKind ?? null,
      docCode: m.docCode ?? null,
      docLine: m.docLine ?? null,
      createdBy: actorId,
    })),
  );
  for (const balance of ordered) {
    if (balance.qty === 0) continue;
    const guardedUpdate = () =>
      queryRows<{ qty: number }>(
        tx,
        sql`update stock_balances b
            set qty = b.qty + ${balance.qty}, allow_negative = p.allow_back_order, updated_at = now()
            from parts p
            where p.id = b.part_id and b.part_id = ${balance.partId} and b.warehouse_code = ${balance.warehouseCode}
              and (p.allow_back_order or b.qty + ${balance.qty} >= 0)
            returning b.qty`,
      );
    let [row] = await guardedUpdate();
    if (!row) {
      // First move of this part in this warehouse: create the zero balance, then decide again.
      const created = await queryRows<{ qty: number }>(
        tx,
        sql`insert into stock_balances (part_id, warehouse_code, qty, allow_negative)
            select p.id, ${balance.warehouseCode}, 0, p.allow_back_order from parts p where p.id = ${balance.partId}
            on conflict (part_id, warehouse_code) do nothing
            returning qty`,
      );
      if (created.length > 0) [row] = await guardedUpdate();
    }
    if (!row) {
      const [info] = await tx
        .select({ code: parts.code, name: parts.name, onHand: stockBalances.qty })
        .from(parts)
        .leftJoin(
          stockBalances,
          and(eq(stockBalances.partId, parts.id), eq(stockBalances.warehouseCode, balance.warehouseCode)),
        )
        .where(eq(parts.id, balance.partId));
      if (!info) throw new AppError('E2001', '품목을 찾을 수 없습니다.');
      throw new AppError(
        'E2003',
        `재고가 부족합니다: ${info.code} ${info.name} (${balance.warehouseCode} 창고 현재 ${info.onHand ?? 0}개, 필요 ${-balance.qty}개).`,
        {
          partCode: info.code,
          warehouseCode: balance.warehouseCode,
          onHand: info.onHand ?? 0,
          needed: -balance.qty,
        },
      );
    }
  }
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
