import {
  type ListPage,
  type ListQuery,
  PURCHASE_ORDER_LIST_SPEC,
  type PurchaseOrderSummary,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import {
  countedPage,
  escapeLike,
  listColumnsOf,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { selectOrderSummaries, toOrderSummary } from './purchase-order.query.js';
import { purchaseOrders } from './purchase-order.table.js';

// PurchaseOrderList (and the check / last-check / save queues, which are the list on one status):
// by period, supplier, status and part; keyword = order code or supplier name.

const COLUMNS = listColumnsOf(PURCHASE_ORDER_LIST_SPEC, {
  code: purchaseOrders.code,
  orderDate: purchaseOrders.orderDate,
  // The supplier and the part are filtered below (through ids, so the indexes serve them).
  supplierCode: purchaseOrders.supplierId,
  status: purchaseOrders.status,
  partCode: purchaseOrders.id,
  total: purchaseOrders.total,
});

const byCode = (field: string, query: ListQuery, condition: (code: string) => SQL): SQL[] =>
  query.filters.filter((f) => f.field === field).map((f) => condition(String(f.value).toUpperCase()));

export const listPurchaseOrders = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<PurchaseOrderSummary>> => {
  const keyword = query.keyword?.trim();
  const where = listWhere(
    PURCHASE_ORDER_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => f.field !== 'supplierCode' && f.field !== 'partCode'),
    ...byCode(
      'supplierCode',
      query,
      (code) => sql`${purchaseOrders.supplierId} = (select id from suppliers where code = ${code})`,
    ),
    ...byCode(
      'partCode',
      query,
      (code) =>
        sql`${purchaseOrders.id} in (select l.order_id from purchase_order_lines l
          where l.part_id = (select id from parts where code = ${code}))`,
    ),
    keyword
      ? sql`(${purchaseOrders.code} = ${keyword.toUpperCase()} or ${purchaseOrders.supplierId} in (select id from suppliers where name like ${`%${escapeLike(keyword)}%`}))`
      : undefined,
  );
  const select = selectOrderSummaries(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, purchaseOrders.id));
  return countedPage(db, purchaseOrders, where, query, select, toOrderSummary);
};

/** Every order of the search, a page at a time, for the Excel download. */
export async function* purchaseOrderPages(
  db: DbOrTx,
  query: ListQuery,
): AsyncIterable<PurchaseOrderSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listPurchaseOrders(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
