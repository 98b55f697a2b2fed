import {
  type ListFilter,
  type ListPage,
  type ListQuery,
  ORDER_CHANGE_KINDS,
  ORDER_EVENT_LIST_SPEC,
  type OrderEventKind,
  type OrderEventListField,
  type OrderEventRow,
  withParticle,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  combine,
  kstDay,
  kstDayFilter,
  type ListColumns,
  listFilterConditions,
  listOrderBy,
  TOTAL_CAP,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { orderEvents, salesOrders } from '../sales-order/sales-order.table.js';

const COLUMNS: ListColumns<OrderEventListField> = {
  at: kstDay(orderEvents.at),
  kind: orderEvents.kind,
  actorId: orderEvents.actorId,
  orderCode: salesOrders.code,
  customerCode: customers.code,
};

/**
 * A day filter on the event time becomes a range of instants, so the (at, id) index answers it;
 * the other filters go through the list vocabulary as they are.
 */
const atCondition = (filter: ListFilter): SQL | undefined => kstDayFilter(orderEvents.at, filter);

const FROM = sql`from ${orderEvents}
  join ${salesOrders} on ${salesOrders.id} = ${orderEvents.orderId}
  join ${customers} on ${customers.id} = ${salesOrders.customerId}
  left join accounts a on a.id = ${orderEvents.actorId}`;

type Raw = {
  id: string;
  at: string | Date;
  kind: OrderEventKind;
  order_code: string;
  order_date: string;
  customer_code: string;
  customer_name: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_login_id: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
};

const toRow = (r: Raw): OrderEventRow => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  kind: r.kind,
  orderCode: r.order_code,
  orderDate: r.order_date.replaceAll('-', ''),
  customerCode: r.customer_code,
  customerName: r.customer_name,
  actorId: r.actor_id,
  actorName: r.actor_name,
  actorLoginId: r.actor_login_id,
  reason: r.reason,
  before: r.before,
  after: r.after,
});

const SELECT = sql`select ${orderEvents.id} as id, ${orderEvents.at} as at, ${orderEvents.kind} as kind,
  ${salesOrders.code} as order_code, ${salesOrders.orderDate}::text as order_date,
  ${customers.code} as customer_code, ${customers.name} as customer_name,
  ${orderEvents.actorId} as actor_id, a.name as actor_name, a.login_id as actor_login_id,
  ${orderEvents.reason} as reason, ${orderEvents.before} as before, ${orderEvents.after} as after`;

/**
 * OrderLog (every kind) and OrderChangeInfoList (the kinds that changed what an order says).
 * Without a date filter the log shows the last 7 days: it grows by several rows per order.
 */
export const listOrderEvents = async (
  db: DbOrTx,
  query: ListQuery,
  onlyKinds?: readonly OrderEventKind[],
): Promise<ListPage<OrderEventRow>> => {
  const dateFilters = query.filters.filter((f) => f.field === 'at');
  const otherFilters = query.filters.filter((f) => f.field !== 'at');
  const where = combine([
    ...(dateFilters.length > 0
      ? dateFilters.map(atCondition)
      : [sql`${orderEvents.at} >= now() - interval '7 days'`]),
    ...listFilterConditions(ORDER_EVENT_LIST_SPEC, COLUMNS, otherFilters),
    onlyKinds
      ? sql`${orderEvents.kind} in (${sql.join(
          onlyKinds.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : undefined,
  ]);
  // The event time is stored to the microsecond: sorting on it, not on its day, keeps the order
  // of what happened within a day.
  const sortColumns = { ...COLUMNS, at: orderEvents.at };
  const rows = await queryRows<Raw>(
    db,
    sql`${SELECT} ${FROM} ${where ? sql`where ${where}` : sql``}
        order by ${sql.join(listOrderBy(sortColumns, query.sort, orderEvents.id), sql`, `)}
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${FROM} ${where ? sql`where ${where}` : sql``} limit ${TOTAL_CAP + 1}) c`,
  );
  const n = Number(count?.n ?? 0);
  return {
    rows: rows.map(toRow),
    total: Math.min(n, TOTAL_CAP),
    totalCapped: n > TOTAL_CAP,
    page: query.page,
    size: query.size,
  };
};

export const listOrderChanges = (db: DbOrTx, query: ListQuery) =>
  listOrderEvents(db, query, ORDER_CHANGE_KINDS);

/** The whole log of one order, oldest first (the order's history drawer). */
export const orderEventsOf = async (db: DbOrTx, code: string): Promise<OrderEventRow[]> => {
  const rows = await queryRows<Raw>(
    db,
    sql`${SELECT} ${FROM} where ${salesOrders.code} = ${code} order by ${orderEvents.at}, ${orderEvents.id}`,
  );
  if (rows.length === 0) {
    const [exists] = await queryRows<{ id: number }>(
      db,
      sql`select id from sales_orders where code = ${code}`,
    );
    if (!exists) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  }
  return rows.map(toRow);
};
