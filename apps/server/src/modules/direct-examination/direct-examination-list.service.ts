import {
  DIRECT_EXAMINATION_LIST_SPEC,
  type DirectExaminationSummary,
  type ListPage,
  type ListQuery,
} from '@erp/domain';
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
import { directExaminations } from './direct-examination.table.js';
import {
  DIRECT_FROM_SQL,
  DIRECT_SUMMARY_SQL,
  type SummaryRow,
  toDirectSummary,
} from './direct-examination.view.js';

// DirectExaminationList: shipments by request day (instants from Korean midnight, so the index
// serves it), status, supplier, customer and order.

type Field = keyof typeof DIRECT_EXAMINATION_LIST_SPEC.fields;

const COLUMNS: ListColumns<Field> = {
  code: directExaminations.code,
  requestedAt: directExaminations.requestedAt,
  status: directExaminations.status,
  supplierCode: sql`s.code`,
  customerCode: sql`c.code`,
  orderCode: directExaminations.orderCode,
};

const whereOf = (query: ListQuery): SQL | undefined =>
  listWhere(
    DIRECT_EXAMINATION_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => f.field !== 'requestedAt'),
    ...query.filters
      .filter((f) => f.field === 'requestedAt')
      .map((f) => kstDayFilter(directExaminations.requestedAt, f)),
  );

export const listDirectExaminations = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<DirectExaminationSummary>> => {
  const where = whereOf(query);
  const { total, totalCapped } = await countCapped(db, DIRECT_FROM_SQL, where);
  const { limit, offset } = pageWindow(query);
  const order = sql.join(listOrderBy(COLUMNS, query.sort, directExaminations.id), sql`, `);
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${DIRECT_SUMMARY_SQL} from ${DIRECT_FROM_SQL} ${where ? sql`where ${where}` : sql``}
        order by ${order} limit ${limit} offset ${offset}`,
  );
  return { rows: rows.map(toDirectSummary), total, totalCapped, page: query.page, size: query.size };
};

export async function* directExaminationPages(
  db: Db,
  query: ListQuery,
): AsyncIterable<DirectExaminationSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listDirectExaminations(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
