import {
  type ListPage,
  type ListQuery,
  STOCK_COUNT_LIST_SPEC,
  type StockAbnormalRow,
  type StockAbnormalSection,
  type StockCountRow,
  type StockCountScope,
  type StockCountStatus,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import {
  countCapped,
  escapeLike,
  type ListColumns,
  listOrderBy,
  listWhere,
  pageWindow,
} from '../../platform/list/list-query.sql.js';
import { stockCounts } from './stock-count.table.js';

// StockScheduleList (the counts) and StockAbnormal (balances that need a look), server-paged.

type CountField = keyof typeof STOCK_COUNT_LIST_SPEC.fields;
const COUNT_COLUMNS: ListColumns<CountField> = {
  plannedOn: stockCounts.plannedOn,
  code: stockCounts.code,
  status: stockCounts.status,
  warehouseCode: stockCounts.warehouseCode,
};

type CountListRow = {
  code: string;
  planned_on: string;
  status: StockCountStatus;
  warehouse_code: string;
  warehouse_name: string;
  scope: StockCountScope;
  scope_values: string[];
  lines: number;
  counted: number;
  diffs: number;
  planned_by_name: string | null;
  submitted_by_name: string | null;
  approved_by_name: string | null;
  posted_at: Date | string | null;
  memo: string | null;
};

export const listStockCounts = async (db: DbOrTx, query: ListQuery): Promise<ListPage<StockCountRow>> => {
  const keyword = query.keyword?.trim();
  const where = listWhere(
    STOCK_COUNT_LIST_SPEC,
    COUNT_COLUMNS,
    query.filters,
    keyword
      ? sql`(${stockCounts.code} like ${`${escapeLike(keyword.toUpperCase())}%`} or ${stockCounts.memo} like ${`%${escapeLike(keyword)}%`})`
      : undefined,
  );
  const { total, totalCapped } = await countCapped(db, stockCounts, where);
  const { limit, offset } = pageWindow(query);
  const order = sql.join(listOrderBy(COUNT_COLUMNS, query.sort, stockCounts.id), sql`, `);
  // The line figures only for the page's counts (a count may hold 50 000 lines).
  const rows = await queryRows<CountListRow>(
    db,
    sql`select c.code, c.planned_on::text as planned_on, c.status, c.warehouse_code, w.name as warehouse_name,
               c.scope, c.scope_values, f.lines, f.counted, f.diffs, pa.name as planned_by_name,
               sa.name as submitted_by_name, aa.name as approved_by_name, c.posted_at, c.memo
        from (select * from ${stockCounts} ${where ? sql`where ${where}` : sql``} order by ${order}
              limit ${limit} offset ${offset}) c
        join warehouses w on w.code = c.warehouse_code
        left join accounts pa on pa.id = c.planned_by
        left join accounts sa on sa.id = c.submitted_by
        left join accounts aa on aa.id = c.approved_by
        cross join lateral (select count(*)::int as lines, count(counted_qty)::int as counted,
               count(*) filter (where counted_qty <> book_qty)::int as diffs
               from stock_count_lines l where l.count_id = c.id) f
        order by ${sql.raw(orderAlias(query))}`,
  );
  return {
    rows: rows.map((r) => ({
      code: r.code,
      plannedOn: r.planned_on.replaceAll('-', ''),
      status: r.status,
      warehouseCode: r.warehouse_code,
      warehouseName: r.warehouse_name,
      scope: r.scope,
      scopeValues: r.scope_values,
      lineCount: r.lines,
      countedCount: r.counted,
      differenceCount: r.diffs,
      plannedByName: r.planned_by_name,
      submittedByName: r.submitted_by_name,
      approvedByName: r.approved_by_name,
      postedAt: r.posted_at === null ? null : new Date(r.posted_at).toISOString(),
      memo: r.memo,
    })),
    total,
    totalCapped,
    page: query.page,
    size: query.size,
  };
};

const SORT_ALIAS: Record<CountField, string> = {
  plannedOn: 'c.planned_on',
  code: 'c.code',
  status: 'c.status',
  warehouseCode: 'c.warehouse_code',
};

/** The page's order again over the joined rows (whitelisted names only). */
const orderAlias = (query: ListQuery): string =>
  [
    ...query.sort.map((s) => `${SORT_ALIAS[s.field as CountField]} ${s.dir === 'desc' ? 'desc' : 'asc'}`),
    'c.id',
  ].join(', ');

export async function* stockCountPages(db: DbOrTx, query: ListQuery): AsyncIterable<StockCountRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listStockCounts(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

/**
 * The rows of one StockAbnormal section: balances below zero (back-ordered) ; parts whose unit
 * barcodes in stock in a warehouse disagree with its balance; parts with stock on hand that no
 * posted count ever counted in that warehouse.
 */
const abnormalSql = (
  section: StockAbnormalSection,
  warehouse: string | undefined,
  part: string | undefined,
): SQL => {
  const wh = (col: string) => (warehouse ? sql`and ${sql.raw(col)} = ${warehouse}` : sql``);
  const pt = part ? sql`and p.code = ${part}` : sql``;
  if (section === 'negative')
    return sql`select b.warehouse_code, p.code, p.part_no, p.name, b.qty, null::int as unit_qty,
                 case when p.allow_back_order then '미출고(백오더) 재고' else '마이너스 재고' end as note
               from stock_balances b join parts p on p.id = b.part_id
               where b.qty < 0 ${wh('b.warehouse_code')} ${pt}`;
  if (section === 'units')
    return sql`select u.warehouse_code, p.code, p.part_no, p.name, coalesce(b.qty, 0) as qty, u.n as unit_qty,
                 '재고 상태인 낱개 바코드 수와 장부 재고가 다릅니다' as note
               from (select part_id, warehouse_code, count(*)::int as n from unit_barcodes
                     where state = 'in_stock' and warehouse_code is not null group by part_id, warehouse_code) u
               join parts p on p.id = u.part_id
               left join stock_balances b on b.part_id = u.part_id and b.warehouse_code = u.warehouse_code
               where u.n <> coalesce(b.qty, 0) ${wh('u.warehouse_code')} ${pt}`;
  return sql`select b.warehouse_code, p.code, p.part_no, p.name, b.qty, null::int as unit_qty,
               '재고가 있으나 반영된 실사가 없습니다' as note
             from stock_balances b join parts p on p.id = b.part_id
             where b.qty > 0 ${wh('b.warehouse_code')} ${pt}
               and not exists (select 1 from stock_count_lines l join stock_counts c on c.id = l.count_id
                 where c.status = 'posted' and c.warehouse_code = b.warehouse_code and l.part_id = b.part_id
                   and l.counted_qty is not null)`;
};

export const listStockAbnormal = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<StockAbnormalRow>> => {
  const value = (field: string) => {
    const f = query.filters.find((x) => x.field === field);
    return f === undefined ? undefined : String(f.value).toUpperCase();
  };
  const section = (value('section')?.toLowerCase() ?? 'negative') as StockAbnormalSection;
  const body = abnormalSql(
    ['negative', 'units', 'uncounted'].includes(section) ? section : 'negative',
    value('warehouseCode'),
    query.keyword?.trim() ? query.keyword.trim().toUpperCase() : undefined,
  );
  const { total, totalCapped } = await countCapped(db, sql`(${body}) a`, undefined);
  const { limit, offset } = pageWindow(query);
  const dir = query.sort[0]?.dir === 'desc' ? sql`desc` : sql`asc`;
  const rows = await queryRows<{
    warehouse_code: string;
    code: string;
    part_no: string;
    name: string;
    qty: number;
    unit_qty: number | null;
    note: string;
    warehouse_name: string;
  }>(
    db,
    sql`select a.*, w.name as warehouse_name from (${body}) a join warehouses w on w.code = a.warehouse_code
             order by a.code ${dir}, a.warehouse_code limit ${limit} offset ${offset}`,
  );
  return {
    rows: rows.map((r) => ({
      section,
      warehouseCode: r.warehouse_code,
      warehouseName: r.warehouse_name,
      partCode: r.code,
      partNo: r.part_no,
      partName: r.name,
      qty: r.qty,
      unitQty: r.unit_qty,
      note: r.note,
    })),
    total,
    totalCapped,
    page: query.page,
    size: query.size,
  };
};

export async function* stockAbnormalPages(db: DbOrTx, query: ListQuery): AsyncIterable<StockAbnormalRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listStockAbnormal(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
