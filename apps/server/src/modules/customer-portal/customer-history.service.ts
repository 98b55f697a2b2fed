import type {
  ListPage,
  MonthTotals,
  OrderItemQuery,
  OrderItemRow,
  OrderStatus,
  PortalCarQuery,
  PortalCarRow,
  ReservationQuery,
  ReservationRow,
  StatementListQuery,
  StatementListRow,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { escapeLike, pageWindow, TOTAL_CAP } from '../../platform/list/list-query.sql.js';
import { pointBalanceOf } from '../point/point.service.js';
import { portalCustomer } from './portal-customer.js';

// The shop's own history on the customer pages: reservation orders, order lines, cars and a
// month's totals. Every read starts from the session's customer (portalCustomer), never from a
// code in the request, and answers the customer's projection only (no cost, no staff memo).

const ymd = (d: string | null): string | null => (d ? d.replaceAll('-', '') : null);
const isoDay = (ymdText: string): string =>
  `${ymdText.slice(0, 4)}-${ymdText.slice(4, 6)}-${ymdText.slice(6, 8)}`;

/** A page of rows with its count capped as every list is. */
const paged = async <R, T>(
  db: DbOrTx,
  select: SQL,
  count: SQL,
  query: { page: number; size: number },
  toRow: (r: R) => T,
): Promise<ListPage<T>> => {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows<R>(db, sql`${select} limit ${limit} offset ${offset}`);
  const [n] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${count} limit ${TOTAL_CAP + 1}) c`,
  );
  const total = Number(n?.n ?? 0);
  return {
    rows: rows.map(toRow),
    total: Math.min(total, TOTAL_CAP),
    totalCapped: total > TOTAL_CAP,
    page: query.page,
    size: query.size,
  };
};

const SUMMARY = sql`(select l.part_name from sales_order_lines l where l.order_id = o.id order by l.line_no limit 1)
  || case when (select count(*) from sales_order_lines l where l.order_id = o.id) > 1
     then ' 외 ' || ((select count(*) from sales_order_lines l where l.order_id = o.id) - 1) || '건' else '' end`;

type ReservationSql = {
  code: string;
  order_date: string;
  reservation_date: string;
  reservation_time: string | null;
  status: OrderStatus;
  summary: string | null;
  total: string | number;
  vin: string | null;
  car_number: string | null;
};

/** CustReservationList: the shop's orders with a booked day in the period, soonest first. */
export const listReservations = async (
  db: DbOrTx,
  user: SessionUser,
  query: ReservationQuery,
): Promise<ListPage<ReservationRow>> => {
  const customer = await portalCustomer(db, user);
  const where = sql`o.customer_id = ${customer.id} and o.reservation_date between ${isoDay(query.fromDate)}::date and ${isoDay(query.toDate)}::date`;
  return paged<ReservationSql, ReservationRow>(
    db,
    sql`select o.code, o.order_date::text as order_date, o.reservation_date::text as reservation_date,
          o.reservation_time, o.status, ${SUMMARY} as summary, o.total, o.vin, o.car_number
        from sales_orders o where ${where}
        order by o.reservation_date, o.reservation_time nulls last, o.id`,
    sql`select 1 from sales_orders o where ${where}`,
    query,
    (r) => ({
      orderCode: r.code,
      orderDate: ymd(r.order_date) ?? '',
      reservationDate: ymd(r.reservation_date) ?? '',
      reservationTime: r.reservation_time,
      status: r.status,
      itemSummary: r.summary ?? '',
      total: Number(r.total),
      vin: r.vin,
      carNumber: r.car_number,
    }),
  );
};

type ItemSql = {
  code: string;
  order_date: string;
  status: OrderStatus;
  line_no: number;
  part_no: string;
  part_name: string;
  qty: number;
  cancelled_qty: number;
  returned_qty: number;
  unit_price: string | number;
  total: string | number;
  vin: string | null;
};

/** CustomerOrderItemList: the lines of the shop's orders in the period, by part number or name. */
export const listOrderItems = async (
  db: DbOrTx,
  user: SessionUser,
  query: OrderItemQuery,
): Promise<ListPage<OrderItemRow>> => {
  const customer = await portalCustomer(db, user);
  const filters: SQL[] = [
    sql`o.customer_id = ${customer.id}`,
    // The (customer_id, order_date) index serves the period.
    sql`o.order_date between ${isoDay(query.fromDate)}::date and ${isoDay(query.toDate)}::date`,
  ];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(sql`(l.part_no ilike ${like} or l.part_name ilike ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  const from = sql`from sales_orders o join sales_order_lines l on l.order_id = o.id`;
  return paged<ItemSql, OrderItemRow>(
    db,
    sql`select o.code, o.order_date::text as order_date, o.status, l.line_no, l.part_no, l.part_name, l.qty,
          l.cancelled_qty, l.returned_qty, l.unit_price, l.total, o.vin
        ${from} where ${where} order by o.order_date desc, o.id desc, l.line_no`,
    sql`select 1 ${from} where ${where}`,
    query,
    (r) => ({
      orderCode: r.code,
      orderDate: ymd(r.order_date) ?? '',
      status: r.status,
      lineNo: Number(r.line_no),
      partNo: r.part_no,
      partName: r.part_name,
      qty: Number(r.qty),
      cancelledQty: Number(r.cancelled_qty),
      returnedQty: Number(r.returned_qty),
      unitPrice: Number(r.unit_price),
      total: Number(r.total),
      vin: r.vin,
    }),
  );
};

type CarSql = {
  vin: string;
  car_no: string | null;
  maker: string | null;
  model: string | null;
  model_year: number | null;
  engine: string | null;
  order_count: number;
  last_order: string | null;
};

/**
 * CustomerCarInfo: the cars the car module knows for the shop — registered to it, or a VIN it has
 * ordered for — with how often and when it last ordered for each.
 */
export const listPortalCars = async (
  db: DbOrTx,
  user: SessionUser,
  query: PortalCarQuery,
): Promise<ListPage<PortalCarRow>> => {
  const customer = await portalCustomer(db, user);
  // Two index-driven sets (cars_customer_idx; the shop's orders by sales_orders_customer_idx, then
  // cars_vin_key), not an OR over every car.
  const filters: SQL[] = [
    sql`c.vin is not null`,
    sql`c.id in (select id from cars where customer_code = ${customer.code}
          union select k.id from cars k join (select distinct vin from sales_orders
            where customer_id = ${customer.id} and vin is not null) s on s.vin = k.vin)`,
  ];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(sql`(c.vin ilike ${like} or c.car_no ilike ${like} or c.model ilike ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  return paged<CarSql, PortalCarRow>(
    db,
    sql`select c.vin, c.car_no, c.maker, c.model, c.model_year, c.engine, s.order_count, s.last_order
        from cars c
        left join lateral (select count(*)::int as order_count, max(o.order_date)::text as last_order
          from sales_orders o where o.customer_id = ${customer.id} and o.vin = c.vin) s on true
        where ${where} order by s.last_order desc nulls last, c.id desc`,
    sql`select 1 from cars c where ${where}`,
    query,
    (r) => ({
      vin: r.vin,
      carNo: r.car_no,
      maker: r.maker,
      model: r.model,
      modelYear: r.model_year === null ? null : Number(r.model_year),
      engine: r.engine,
      orderCount: Number(r.order_count ?? 0),
      lastOrderDate: ymd(r.last_order),
    }),
  );
};

/**
 * CustomerOrderTotalInfo/:year/:month, from the ledgers (the figures CustomerLedger shows): sales,
 * cancels and returns by their entries' days, the payments, and the point ledger's month.
 */
export const monthTotals = async (
  db: DbOrTx,
  user: SessionUser,
  year: number,
  month: number,
): Promise<MonthTotals> => {
  const customer = await portalCustomer(db, user);
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const inMonth = (col: SQL) =>
    sql`${col} >= ${first}::date and ${col} < (${first}::date + interval '1 month')::date`;
  const days = await queryRows<{
    day: string;
    sales: string;
    cancels: string;
    returns: string;
    payments: string;
    orders: number;
  }>(
    db,
    sql`select entry_date::text as day,
          coalesce(sum(amount) filter (where kind = 'sale'), 0) as sales,
          coalesce(-sum(amount) filter (where kind = 'cancel'), 0) as cancels,
          coalesce(-sum(amount) filter (where kind = 'return'), 0) as returns,
          coalesce(-sum(amount) filter (where kind like 'payment-%' or kind = 'deposit-use'), 0) as payments,
          count(distinct doc_code) filter (where kind = 'sale')::int as orders
        from customer_ledger where customer_id = ${customer.id} and ${inMonth(sql`entry_date`)}
        group by entry_date order by entry_date`,
  );
  const [points] = await queryRows<{ earned: string; used: string }>(
    db,
    sql`select coalesce(sum(amount) filter (where amount > 0), 0) as earned,
          coalesce(-sum(amount) filter (where amount < 0), 0) as used
        from point_entries where customer_id = ${customer.id} and ${inMonth(sql`entry_date`)}`,
  );
  const sum = (pick: (d: (typeof days)[number]) => string | number) =>
    days.reduce((acc, d) => acc + Number(pick(d)), 0);
  const orders = sum((d) => d.sales);
  const cancels = sum((d) => d.cancels);
  const returns = sum((d) => d.returns);
  return {
    year,
    month,
    orderCount: sum((d) => d.orders),
    orders,
    cancels,
    returns,
    net: orders - cancels - returns,
    payments: sum((d) => d.payments),
    pointsEarned: Number(points?.earned ?? 0),
    pointsUsed: Number(points?.used ?? 0),
    pointBalance: await pointBalanceOf(db, customer.id),
    days: days
      .filter((d) => Number(d.sales) !== 0 || Number(d.cancels) !== 0 || Number(d.returns) !== 0)
      .map((d) => {
        const back = Number(d.cancels) + Number(d.returns);
        return { day: ymd(d.day) ?? '', orders: Number(d.sales), returns: back, net: Number(d.sales) - back };
      }),
  };
};

type StatementSql = {
  code: string;
  order_date: string;
  status: OrderStatus;
  app: boolean;
  summary: string | null;
  total: string | number;
  vin: string | null;
};

/**
 * CustomerAppOrderStatementOfAccount/:serverType: the shop's orders that have a statement (fixed),
 * its app orders only or all of them, newest first.
 */
export const listStatements = async (
  db: DbOrTx,
  user: SessionUser,
  query: StatementListQuery,
): Promise<ListPage<StatementListRow>> => {
  const customer = await portalCustomer(db, user);
  const filters: SQL[] = [
    sql`o.customer_id = ${customer.id}`,
    sql`o.order_date between ${isoDay(query.fromDate)}::date and ${isoDay(query.toDate)}::date`,
    sql`o.fixed_at is not null`,
  ];
  if (query.serverType === 'app') filters.push(sql`a.id is not null`);
  const where = sql.join(filters, sql` and `);
  const from = sql`from sales_orders o left join customer_app_orders a on a.order_id = o.id`;
  return paged<StatementSql, StatementListRow>(
    db,
    sql`select o.code, o.order_date::text as order_date, o.status, (a.id is not null) as app,
          ${SUMMARY} as summary, o.total, o.vin
        ${from} where ${where} order by o.order_date desc, o.id desc`,
    sql`select 1 ${from} where ${where}`,
    query,
    (r) => ({
      orderCode: r.code,
      orderDate: ymd(r.order_date) ?? '',
      status: r.status,
      app: Boolean(r.app),
      itemSummary: r.summary ?? '',
      total: Number(r.total),
      vin: r.vin,
    }),
  );
};
