import {
  type ListPage,
  type ListQuery,
  STOCK_MOVE_LIST_SPEC,
  type StockMoveReason,
  type StockMoveRow,
} from '@erp/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../platform/auth/account.table.js';
import type { DbOrTx } from '../../platform/db/database.js';
import {
  countedPage,
  escapeLike,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { parts } from '../part/part.table.js';
import { stockMoves, warehouses } from './stock.table.js';

// 재고 변경 기록 (StockChangeRecordList): the stock ledger's moves as they happened. A day filter
// becomes a range of instants from Korean midnight, so stock_moves_at_idx serves it and the sort.

type Field = keyof typeof STOCK_MOVE_LIST_SPEC.fields;

// The day and the part are filtered below (a range of instants; the part's id); listed for the sort.
const COLUMNS: ListColumns<Field> = {
  at: stockMoves.at,
  partCode: stockMoves.partId,
  warehouseCode: stockMoves.warehouseCode,
  reason: stockMoves.reason,
  docCode: stockMoves.docCode,
  qty: stockMoves.qty,
};

const whereOf = (query: ListQuery): SQL | undefined => {
  const keyword = query.keyword?.trim();
  return listWhere(
    STOCK_MOVE_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => f.field !== 'partCode' && f.field !== 'at'),
    ...query.filters.filter((f) => f.field === 'at').map((f) => kstDayFilter(stockMoves.at, f)),
    ...query.filters
      .filter((f) => f.field === 'partCode')
      .map(
        (f) =>
          sql`${stockMoves.partId} = (select id from parts where code = ${String(f.value).toUpperCase()})`,
      ),
    // A part number or code, or a document code, as typed at the counter.
    keyword
      ? sql`(${stockMoves.docCode} = ${keyword.toUpperCase()} or ${stockMoves.partId} in (select id from parts where code = ${keyword.toUpperCase()} or part_no like ${`${escapeLike(keyword.toUpperCase())}%`}))`
      : undefined,
  );
};

/** A page of stock moves, newest first unless sorted otherwise. */
export const listStockMoves = async (db: DbOrTx, query: ListQuery): Promise<ListPage<StockMoveRow>> => {
  const where = whereOf(query);
  const select = db
    .select({
      move: stockMoves,
      partCode: parts.code,
      partNo: parts.partNo,
      partName: parts.name,
      warehouseName: warehouses.name,
      createdByName: accounts.name,
    })
    .from(stockMoves)
    .innerJoin(parts, eq(parts.id, stockMoves.partId))
    .innerJoin(warehouses, eq(warehouses.code, stockMoves.warehouseCode))
    .leftJoin(accounts, eq(accounts.id, stockMoves.createdBy))
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, stockMoves.id));
  return countedPage(db, stockMoves, where, query, select, (r) => ({
    id: r.move.id,
    at: r.move.at.toISOString(),
    partCode: r.partCode,
    partNo: r.partNo,
    partName: r.partName,
    warehouseCode: r.move.warehouseCode,
    warehouseName: r.warehouseName,
    qty: r.move.qty,
    unitCost: r.move.unitCost,
    value: r.move.value,
    reason: r.move.reason as StockMoveReason,
    docKind: r.move.docKind,
    docCode: r.move.docCode,
    createdByName: r.createdByName,
  }));
};

/** Every move of the search, a page at a time, for the Excel download. */
export async function* stockMovePages(db: DbOrTx, query: ListQuery): AsyncIterable<StockMoveRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listStockMoves(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
