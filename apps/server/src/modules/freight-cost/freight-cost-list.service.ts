import { FREIGHT_COST_LIST_SPEC, type FreightCostSummary, type ListPage, type ListQuery } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import {
  countCapped,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
  pageWindow,
} from '../../platform/list/list-query.sql.js';
import { FREIGHT_SUMMARY_SQL, toFreightSummary } from './freight-cost.service.js';
import { freightCosts } from './freight-cost.table.js';

// FreightCostList: bills by registration day (an instant range from Korean midnight, so the
// index serves it), payment day, status, document kind and code, carrier and amount.

type Field = keyof typeof FREIGHT_COST_LIST_SPEC.fields;

const COLUMNS: ListColumns<Field> = {
  code: freightCosts.code,
  createdAt: freightCosts.createdAt,
  paidOn: freightCosts.paidOn,
  status: freightCosts.status,
  docKind: freightCosts.docKind,
  docCode: freightCosts.docCode,
  carrierName: freightCosts.carrierName,
  amount: freightCosts.amount,
};

const whereOf = (query: ListQuery): SQL | undefined =>
  listWhere(
    FREIGHT_COST_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => f.field !== 'createdAt'),
    ...query.filters
      .filter((f) => f.field === 'createdAt')
      .map((f) => kstDayFilter(freightCosts.createdAt, f)),
  );

/** A page of freight bills, newest first unless sorted otherwise. */
export const listFreightCosts = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<FreightCostSummary>> => {
  const where = whereOf(query);
  const { total, totalCapped } = await countCapped(db, freightCosts, where);
  const { limit, offset } = pageWindow(query);
  const order = sql.join(listOrderBy(COLUMNS, query.sort, freightCosts.id), sql`, `);
  const rows = await queryRows<Parameters<typeof toFreightSummary>[0]>(
    db,
    sql`select ${FREIGHT_SUMMARY_SQL} from freight_costs ${where ? sql`where ${where}` : sql``}
        order by ${order} limit ${limit} offset ${offset}`,
  );
  return { rows: rows.map(toFreightSummary), total, totalCapped, page: query.page, size: query.size };
};

/** Every bill the query finds, page by page, for the Excel file. */
export async function* freightCostPages(db: Db, query: ListQuery): AsyncIterable<FreightCostSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listFreightCosts(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
