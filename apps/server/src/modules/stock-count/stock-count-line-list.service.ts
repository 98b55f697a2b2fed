import {
  type ListPage,
  type ListQuery,
  STOCK_COUNT_LINE_LIST_SPEC,
  type StockCountLineRow,
  type StockCountStatus,
} from '@erp/domain';
import { eq, isNotNull, type SQL, sql } from 'drizzle-orm';
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
import { warehouses } from '../stock/stock.table.js';
import { stockCountLines, stockCounts } from './stock-count.table.js';

// StockExaminationList (실사 내역): every counted line of every count, newest count entry first.
// Only counted lines are listed (a planned 50 000-line count is not 50 000 rows of nothing);
// the day filter is a range of instants from Korean midnight so stock_count_lines_counted_idx
// serves both it and the order.

type Field = keyof typeof STOCK_COUNT_LINE_LIST_SPEC.fields;

// countedAt and differencesOnly are filtered below; listed for the sort and the whitelist.
const COLUMNS: ListColumns<Field> = {
  countedAt: stockCountLines.countedAt,
  countCode: stockCounts.code,
  warehouseCode: stockCounts.warehouseCode,
  status: stockCounts.status,
  differencesOnly: stockCountLines.countedQty,
};

const OWN_FIELDS: readonly string[] = ['countedAt', 'differencesOnly'];

const whereOf = (query: ListQuery): SQL | undefined => {
  const keyword = query.keyword?.trim().toUpperCase();
  return listWhere(
    STOCK_COUNT_LINE_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => !OWN_FIELDS.includes(f.field)),
    isNotNull(stockCountLines.countedAt),
    ...query.filters
      .filter((f) => f.field === 'countedAt')
      .map((f) => kstDayFilter(stockCountLines.countedAt, f)),
    query.filters.some((f) => f.field === 'differencesOnly' && f.value === true)
      ? sql`${stockCountLines.countedQty} <> ${stockCountLines.bookQty}`
      : undefined,
    // A part code or the start of a part number, as typed or scanned.
    keyword
      ? sql`${stockCountLines.partId} in (select id from parts where code = ${keyword} or part_no like ${`${escapeLike(keyword)}%`})`
      : undefined,
  );
};

const linesOfCounts = sql`${stockCountLines} inner join ${stockCounts} on ${stockCounts.id} = ${stockCountLines.countId}`;

/** A page of counted lines, newest entry first unless sorted otherwise. */
export const listStockCountLines = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<StockCountLineRow>> => {
  const where = whereOf(query);
  const select = db
    .select({
      line: stockCountLines,
      countCode: stockCounts.code,
      status: stockCounts.status,
      warehouseCode: stockCounts.warehouseCode,
      warehouseName: warehouses.name,
      partCode: parts.code,
      partNo: parts.partNo,
      partName: parts.name,
      countedByName: accounts.name,
    })
    .from(stockCountLines)
    .innerJoin(stockCounts, eq(stockCounts.id, stockCountLines.countId))
    .innerJoin(warehouses, eq(warehouses.code, stockCounts.warehouseCode))
    .innerJoin(parts, eq(parts.id, stockCountLines.partId))
    .leftJoin(accounts, eq(accounts.id, stockCountLines.countedBy))
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, stockCountLines.id));
  return countedPage(db, linesOfCounts, where, query, select, (r) => {
    const book = r.line.bookQty ?? 0;
    const counted = r.line.countedQty ?? 0;
    return {
      id: r.line.id,
      countCode: r.countCode,
      status: r.status as StockCountStatus,
      warehouseCode: r.warehouseCode,
      warehouseName: r.warehouseName,
      seq: r.line.seq,
      location: r.line.location,
      partCode: r.partCode,
      partNo: r.partNo,
      partName: r.partName,
      bookQty: book,
      countedQty: counted,
      difference: counted - book,
      countedByName: r.countedByName,
      countedAt: (r.line.countedAt ?? new Date(0)).toISOString(),
    };
  });
};

/** Every line of the search, a page at a time, for the Excel download. */
export async function* stockCountLinePages(db: DbOrTx, query: ListQuery): AsyncIterable<StockCountLineRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listStockCountLines(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
