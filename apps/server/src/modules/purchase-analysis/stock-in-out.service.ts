import type { ListQuery, StockInOutPage, StockInOutRow } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { listStockMoves } from '../stock/stock-move-list.service.js';

// StockInOutList: the stock ledger's moves through the stock module's own list service (the same
// filters, sort and paging as StockChangeRecordList), plus, when one part is filtered, the
// on-hand right after each move, in the one filtered warehouse or across all of them.

/** The one value of an `eq` filter, or of an `in` filter with one value; else null. */
const singleValue = (query: ListQuery, field: string): string | null => {
  const filters = query.filters.filter((f) => f.field === field);
  if (filters.length !== 1) return null;
  const [f] = filters;
  if (f?.op === 'eq') return String(f.value).toUpperCase();
  if (f?.op === 'in' && Array.isArray(f.value) && f.value.length === 1)
    return String(f.value[0]).toUpperCase();
  return null;
};

/**
 * The balance after each listed move: the part's moves summed in ledger order (at, id), over
 * stock_moves_part_idx (part, warehouse, at), then the page's ids picked out.
 */
const balancesOf = async (
  db: DbOrTx,
  partCode: string,
  warehouse: string | null,
  ids: readonly number[],
): Promise<Map<number, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; balance: number }>(
    db,
    sql`
      select x.id, x.balance from (
        select m.id, sum(m.qty) over (order by m.at, m.id rows between unbounded preceding and current row)::int as balance
        from stock_moves m
        where m.part_id = (select id from parts where code = ${partCode})
          ${warehouse ? sql`and m.warehouse_code = ${warehouse}` : sql``}
      ) x
      where x.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.balance)]));
};

export const listStockInOut = async (db: DbOrTx, query: ListQuery): Promise<StockInOutPage> => {
  const page = await listStockMoves(db, query);
  const partCode = singleValue(query, 'partCode');
  const balances = partCode
    ? await balancesOf(
        db,
        partCode,
        singleValue(query, 'warehouseCode'),
        page.rows.map((r) => r.id),
      )
    : null;
  return {
    ...page,
    rows: page.rows.map((r): StockInOutRow => ({ ...r, balance: balances?.get(r.id) ?? null })),
  };
};

/** Every move of the search with its balance, a page at a time, for the Excel file. */
export async function* stockInOutBatches(db: DbOrTx, query: ListQuery): AsyncIterable<StockInOutRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listStockInOut(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
