import {
  type ListPage,
  type ListQuery,
  ONLINE_ORDER_LIST_SPEC,
  ONLINE_RECALL_LIST_SPEC,
  type OnlineChannel,
  type OnlineOrderSummary,
  type OnlineOrderView,
  type OnlineRecall,
  priceLine,
  withParticle,
} from '@erp/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  escapeLike,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { returnableOf } from '../order-return/order-return.service.js';
import { orderReturnLines, orderReturns } from '../order-return/order-return.table.js';
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';
import { onlineCollections, onlineOrders, onlineRecalls } from './online-order.table.js';

// What the marketplace owes for an online order, read from the receivable ledger (exact to the
// won): the sale its fix posted, the credits of its cancels and returns, and the payments tied to
// it. The three are correlated subqueries through the ledger's (doc_kind, doc_code) index.

const soldSql = sql<string>`coalesce((select sum(l.amount) from customer_ledger l
  where l.doc_kind = 'sales_order' and l.doc_code = ${salesOrders.code}), 0)`;
const creditedSql = sql<string>`(coalesce((select sum(l.amount) from order_cancel_requests x
    join customer_ledger l on l.doc_kind = 'order_cancel' and l.doc_code = x.code
    where x.order_id = ${salesOrders.id}), 0)
  + coalesce((select sum(l.amount) from order_returns r
    join customer_ledger l on l.doc_kind = 'order_return' and l.doc_code = r.code
    where r.order_id = ${salesOrders.id}), 0))`;
const collectedSql = sql<string>`coalesce((select -sum(l.amount) from online_collections k
  join customer_ledger l on l.doc_kind = 'payment' and l.doc_code = k.payment_code
  where k.online_order_id = ${onlineOrders.id}), 0)`;
const restSql = sql`(${soldSql} + ${creditedSql} - ${collectedSql})`;
const collectSql = sql`(case when ${restSql} > 0 then 'unpaid' when ${soldSql} = 0 then 'none' else 'paid' end)`;

const summarySelect = (db: DbOrTx) =>
  db
    .select({
      id: onlineOrders.id,
      code: salesOrders.code,
      orderDate: salesOrders.orderDate,
      status: salesOrders.status,
      channel: onlineOrders.channel,
      channelOrderNo: onlineOrders.channelOrderNo,
      buyerName: onlineOrders.buyerName,
      customerCode: customers.code,
      customerName: customers.name,
      sold: soldSql,
      credited: creditedSql,
      collected: collectedSql,
      memo: onlineOrders.memo,
    })
    .from(onlineOrders)
    .innerJoin(salesOrders, eq(salesOrders.id, onlineOrders.orderId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect>['execute']>>[number];

const toSummary = (r: SummaryRow): OnlineOrderSummary => {
  const total = Number(r.sold);
  const credited = Number(r.credited);
  const collected = Number(r.collected);
  return {
    code: r.code,
    orderDate: r.orderDate.replaceAll('-', ''),
    status: r.status,
    channel: r.channel as OnlineChannel,
    channelOrderNo: r.channelOrderNo,
    buyerName: r.buyerName,
    customerCode: r.customerCode,
    customerName: r.customerName,
    total,
    credited,
    collected,
    rest: total + credited - collected,
    memo: r.memo,
  };
};

type OrderField = keyof typeof ONLINE_ORDER_LIST_SPEC.fields;
const ORDER_COLUMNS: ListColumns<OrderField> = {
  orderDate: salesOrders.orderDate,
  channel: onlineOrders.channel,
  status: salesOrders.status,
  customerCode: customers.code,
  collect: collectSql,
  rest: restSql,
};
const ORDER_TABLE = sql`online_orders join sales_orders on sales_orders.id = online_orders.order_id
  join customers on customers.id = sales_orders.customer_id`;

const keywordOf = (query: ListQuery): SQL | undefined => {
  const keyword = query.keyword?.trim();
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  return sql`(${salesOrders.code} like ${`%${escapeLike(keyword.toUpperCase())}%`}
    or ${onlineOrders.channelOrderNo} like ${like} or ${customers.name} like ${like}
    or ${onlineOrders.buyerName} like ${like})`;
};

/** OnlineOrderMemo and OnlineCollectTargetList: online orders newest first, with what is owed. */
export const listOnlineOrders = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<OnlineOrderSummary>> => {
  const where = listWhere(ONLINE_ORDER_LIST_SPEC, ORDER_COLUMNS, query.filters, keywordOf(query));
  const select = summarySelect(db)
    .where(where)
    .orderBy(...listOrderBy(ORDER_COLUMNS, query.sort, onlineOrders.id));
  return countedPage(db, ORDER_TABLE, where, query, select, toSummary);
};

export async function* onlineOrderPages(db: Db, query: ListQuery): AsyncIterable<OnlineOrderSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listOnlineOrders(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

const notOnline = (code: string) =>
  new AppError('E2001', `온라인 주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);

/** The online order of an order code (its id and the summary); missing = not an online order. */
export const onlineSummaryOf = async (db: DbOrTx, rawCode: string) => {
  const code = rawCode.trim().toUpperCase();
  const [row] = await summarySelect(db).where(eq(salesOrders.code, code));
  if (!row) throw notOnline(code);
  return { id: row.id, summary: toSummary(row) };
};

const recallSelect = (db: DbOrTx) =>
  db
    .select({
      returnCode: orderReturns.code,
      orderCode: salesOrders.code,
      channel: onlineOrders.channel,
      channelOrderNo: onlineOrders.channelOrderNo,
      customerCode: customers.code,
      customerName: customers.name,
      lineNo: onlineRecalls.lineNo,
      partCode: salesOrderLines.partCode,
      partName: salesOrderLines.partName,
      qty: orderReturnLines.qty,
      unitPrice: salesOrderLines.unitPrice,
      vatIncluded: salesOrders.vatIncluded,
      reason: orderReturns.reason,
      status: orderReturns.status,
      requestedAt: orderReturns.requestedAt,
    })
    .from(onlineRecalls)
    .innerJoin(onlineOrders, eq(onlineOrders.id, onlineRecalls.onlineOrderId))
    .innerJoin(salesOrders, eq(salesOrders.id, onlineOrders.orderId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .innerJoin(orderReturns, eq(orderReturns.id, onlineRecalls.returnId))
    .innerJoin(
      orderReturnLines,
      and(eq(orderReturnLines.returnId, orderReturns.id), eq(orderReturnLines.lineNo, onlineRecalls.lineNo)),
    )
    .innerJoin(
      salesOrderLines,
      and(eq(salesOrderLines.orderId, salesOrders.id), eq(salesOrderLines.lineNo, onlineRecalls.lineNo)),
    );

type RecallRow = Awaited<ReturnType<ReturnType<typeof recallSelect>['execute']>>[number];

const toRecall = (r: RecallRow): OnlineRecall => ({
  returnCode: r.returnCode,
  orderCode: r.orderCode,
  channel: r.channel as OnlineChannel,
  channelOrderNo: r.channelOrderNo,
  customerCode: r.customerCode,
  customerName: r.customerName,
  lineNo: r.lineNo,
  partCode: r.partCode,
  partName: r.partName,
  qty: r.qty,
  amount: priceLine(r.qty, r.unitPrice, r.vatIncluded).total,
  reason: r.reason,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
});

type RecallField = keyof typeof ONLINE_RECALL_LIST_SPEC.fields;
const RECALL_COLUMNS: ListColumns<RecallField> = {
  requestedAt: orderReturns.requestedAt,
  channel: onlineOrders.channel,
  status: orderReturns.status,
  customerCode: customers.code,
};
const RECALL_TABLE = sql`online_recalls join online_orders on online_orders.id = online_recalls.online_order_id
  join sales_orders on sales_orders.id = online_orders.order_id
  join customers on customers.id = sales_orders.customer_id
  join order_returns on order_returns.id = online_recalls.return_id`;

/** OnlineRecallRequestList: recall requests newest first, by day, channel, state and customer. */
export const listOnlineRecalls = async (db: DbOrTx, query: ListQuery): Promise<ListPage<OnlineRecall>> => {
  const days = query.filters.filter((f) => f.field === 'requestedAt');
  const keyword = query.keyword?.trim();
  const where = listWhere(
    ONLINE_RECALL_LIST_SPEC,
    RECALL_COLUMNS,
    query.filters.filter((f) => !days.includes(f)),
    ...days.map((f) => kstDayFilter(orderReturns.requestedAt, f)),
    keyword
      ? sql`(${salesOrders.code} like ${`%${escapeLike(keyword.toUpperCase())}%`}
          or ${onlineOrders.channelOrderNo} like ${`%${escapeLike(keyword)}%`}
          or ${customers.name} like ${`%${escapeLike(keyword)}%`})`
      : undefined,
  );
  const select = recallSelect(db)
    .where(where)
    .orderBy(...listOrderBy(RECALL_COLUMNS, query.sort, onlineRecalls.id));
  return countedPage(db, RECALL_TABLE, where, query, select, toRecall);
};

export async function* onlineRecallPages(db: Db, query: ListQuery): AsyncIterable<OnlineRecall[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listOnlineRecalls(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

/** The online order with its lines (and what each has under recall), collections and recalls. */
export const loadOnlineOrder = async (db: DbOrTx, rawCode: string): Promise<OnlineOrderView> => {
  const { id, summary } = await onlineSummaryOf(db, rawCode);
  const [order] = await db
    .select({
      id: salesOrders.id,
      vin: salesOrders.vin,
      warehouseCode: salesOrders.warehouseCode,
      version: salesOrders.version,
    })
    .from(salesOrders)
    .where(eq(salesOrders.code, summary.code));
  const lines = await db
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, order!.id))
    .orderBy(asc(salesOrderLines.lineNo));
  const returnable = await returnableOf(db, summary.code);
  const pending = new Map(returnable.lines.map((l) => [l.lineNo, l.pending]));
  const collections = await db
    .select({
      code: onlineCollections.paymentCode,
      amount: onlineCollections.amount,
      at: onlineCollections.createdAt,
      kind: sql<string>`(select l.kind from customer_ledger l where l.doc_kind = 'payment' and l.doc_code = ${onlineCollections.paymentCode} limit 1)`,
      memo: sql<
        string | null
      >`(select l.memo from customer_ledger l where l.doc_kind = 'payment' and l.doc_code = ${onlineCollections.paymentCode} limit 1)`,
    })
    .from(onlineCollections)
    .where(eq(onlineCollections.onlineOrderId, id))
    .orderBy(asc(onlineCollections.id));
  const recalls = await recallSelect(db)
    .where(eq(onlineRecalls.onlineOrderId, id))
    .orderBy(desc(onlineRecalls.id));
  return {
    ...summary,
    vin: order!.vin,
    warehouseCode: order!.warehouseCode,
    version: order!.version,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      partCode: l.partCode,
      partNo: l.partNo,
      partName: l.partName,
      qty: l.qty,
      cancelledQty: l.cancelledQty,
      returnedQty: l.returnedQty,
      recallQty: pending.get(l.lineNo) ?? 0,
      unitPrice: l.unitPrice,
      supply: l.supply,
      tax: l.tax,
      total: l.total,
    })),
    collections: collections.map((c) => ({
      code: c.code,
      kind: c.kind ?? 'payment-transfer',
      amount: c.amount,
      memo: c.memo ?? null,
      at: c.at.toISOString(),
    })),
    recalls: recalls.map(toRecall),
  };
};
