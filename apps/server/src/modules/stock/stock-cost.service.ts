import {
  type FreightAllocation,
  type StockValuationPage,
  type StockValuationQuery,
  splitByWeight,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { combine, kstDayEnd } from '../../platform/list/list-query.sql.js';
import { postStockMoves } from './stock.service.js';

// The stock's cost read back (valuation on a day) and the entry point for landed costs. The
// moving average itself is kept by postStockMoves, in the statement that moves the balances.

/**
 * Units and value per part and warehouse at the end of a Korean day: the sums of the moves up
 * to it, so today's valuation equals the balances (verify:ledgers holds them to the same sums).
 * Rows with neither units nor value are left out.
 */
export const stockValuation = async (db: DbOrTx, query: StockValuationQuery): Promise<StockValuationPage> => {
  const where = combine([
    sql`m.at < ${kstDayEnd(query.date)}`,
    query.warehouseCode ? sql`m.warehouse_code = ${query.warehouseCode}` : undefined,
    query.partCode ? sql`p.code = ${query.partCode}` : undefined,
  ]) as SQL;
  const held = sql`select m.part_id, m.warehouse_code, sum(m.qty)::int as qty, sum(m.value)::bigint as value
    from stock_moves m join parts p on p.id = m.part_id where ${where}
    group by m.part_id, m.warehouse_code having sum(m.qty) <> 0 or sum(m.value) <> 0`;
  const [totals] = await queryRows<{ n: number; qty: number; value: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(qty), 0)::int as qty, coalesce(sum(value), 0)::bigint as value from (${held}) h`,
  );
  const offset = (query.page - 1) * query.size;
  const rows = await queryRows<{
    part_code: string;
    part_no: string;
    part_name: string;
    warehouse_code: string;
    qty: number;
    value: string;
  }>(
    db,
    sql`select p.code as part_code, p.part_no, p.name as part_name, h.warehouse_code, h.qty, h.value
        from (${held}) h join parts p on p.id = h.part_id
        order by p.code, h.warehouse_code limit ${query.size} offset ${offset}`,
  );
  return {
    date: query.date,
    rows: rows.map((r) => ({
      partCode: r.part_code,
      partNo: r.part_no,
      partName: r.part_name,
      warehouseCode: r.warehouse_code,
      qty: r.qty,
      value: Number(r.value),
      averageCost: r.qty > 0 ? Math.round(Number(r.value) / r.qty) : null,
    })),
    total: Number(totals?.n ?? 0),
    totalQty: Number(totals?.qty ?? 0),
    totalValue: Number(totals?.value ?? 0),
    page: query.page,
    size: query.size,
  };
};

/**
 * Landed cost (freight) into the stock it came with: the amount split by weight to the won, each
 * share a value-only move (no units) raising that balance's value and so its average. Posted in
 * the caller's transaction with the document that carries the cost (FreightCost, when built).
 * A share on a balance that holds no units by then is absorbed (an empty balance has no value):
 * allocate to goods still on hand.
 */
export const allocateFreight = async (
  tx: DbOrTx,
  allocation: FreightAllocation,
  actorId: number | null,
): Promise<void> => {
  const shares = splitByWeight(
    allocation.amount,
    allocation.lines.map((l) => l.weight),
  );
  await postStockMoves(
    tx,
    allocation.lines.map((l, i) => ({
      partId: l.partId,
      warehouseCode: l.warehouseCode,
      qty: 0,
      value: shares[i] ?? 0,
      reason: 'freight-cost' as const,
      docKind: allocation.docKind,
      docCode: allocation.docCode,
      ...(l.docLine === undefined ? {} : { docLine: l.docLine }),
    })),
    actorId,
  );
};
