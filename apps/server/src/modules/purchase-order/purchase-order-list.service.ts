import {
  type ListPage,
  type ListQuery,
  PURCHASE_ORDER_LIST_SPEC,
  type PurchaseOrderSummary,
} from '@erp/domain';
import type { DbOrTx } from '../../platform/db/database.js';
import { countedPage, listColumnsOf, listOrderBy, listWhere } from '../../platform/list/list-query.sql.js';
import {
  partLineConditions,
  supplierDocConditions,
  withoutOwnFilters,
} from '../purchase/supplier-doc-filters.js';
import { selectOrderSummaries, toOrderSummary } from './purchase-order.query.js';
import { purchaseOrders } from './purchase-order.table.js';

// PurchaseOrderList (and the check / last-check / save queues, which are the list on one status):
// by period, supplier, status and part; keyword = order code or supplier name.

const ORDER_LINES = { table: 'purchase_order_lines', docColumn: 'order_id' };

const COLUMNS = listColumnsOf(PURCHASE_ORDER_LIST_SPEC, {
  code: purchaseOrders.code,
  orderDate: purchaseOrders.orderDate,
  // The supplier and the part are filtered below (through ids, so the indexes serve them).
  supplierCode: purchaseOrders.supplierId,
  status: purchaseOrders.status,
  partCode: purchaseOrders.id,
  total: purchaseOrders.total,
});

export const listPurchaseOrders = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<PurchaseOrderSummary>> => {
  const where = listWhere(
    PURCHASE_ORDER_LIST_SPEC,
    COLUMNS,
    withoutOwnFilters(query, ['supplierCode', 'partCode']),
    ...supplierDocConditions(purchaseOrders, query),
    ...partLineConditions(purchaseOrders.id, ORDER_LINES, query),
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
