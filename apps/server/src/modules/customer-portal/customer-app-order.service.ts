import type { AppOrderQuery, AppOrderRow, AppOrderState, CustomerMain, ListPage } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { isStaff, type SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { escapeLike, kstDayRange, pageWindow } from '../../platform/list/list-query.sql.js';
import { pointBalanceOf } from '../point/point.service.js';
import { customerBalance } from '../receivable/customer-balance.js';
import { orderRuleOf, portalCustomer } from './portal-customer.js';

// The app orders as lists: the customer's own (CustomerOrderList, CustomerMain) and the staff's
// CustomerOrdering. The state is read from the sales order: a draft waits for the staff, a
// discarded draft (cancelled, never fixed) was turned down, a fixed one is done.

const STATE_SQL = sql`case when o.status = 'draft' then 'waiting'
  when o.status = 'cancelled' and o.fixed_at is null then 'discarded'
  when o.status = 'cancelled' then 'cancelled' else 'fixed' end`;

const STATE_WHERE: Record<AppOrderState, SQL> = {
  waiting: sql`o.status = 'draft'`,
  discarded: sql`o.status = 'cancelled' and o.fixed_at is null`,
  cancelled: sql`o.status = 'cancelled' and o.fixed_at is not null`,
  fixed: sql`o.status = 'fixed'`,
};

type Row = {
  code: string;
  order_date: string;
  created_at: Date | string;
  customer_code: string;
  customer_name: string;
  account_name: string | null;
  state: AppOrderState;
  first_name: string | null;
  line_count: number;
  total: string | number;
  vin: string | null;
  method_name: string | null;
  memo: string | null;
  version: number;
};

const FROM = sql`from customer_app_orders a
  join sales_orders o on o.id = a.order_id
  join customers c on c.id = a.customer_id
  left join accounts u on u.id = a.account_id
  left join delivery_methods m on m.code = a.delivery_method_code`;

const SELECT = sql`select o.code, o.order_date::text as order_date, a.created_at, c.code as customer_code,
  c.name as customer_name, u.name as account_name, ${STATE_SQL} as state,
  (select l.part_name from sales_order_lines l where l.order_id = o.id order by l.line_no limit 1) as first_name,
  (select count(*)::int from sales_order_lines l where l.order_id = o.id) as line_count,
  o.total, o.vin, m.name as method_name, o.memo, o.version`;

const toRow = (r: Row): AppOrderRow => {
  const lineCount = Number(r.line_count);
  return {
    code: r.code,
    orderDate: r.order_date.replaceAll('-', ''),
    createdAt: new Date(r.created_at).toISOString(),
    customerCode: r.customer_code,
    customerName: r.customer_name,
    accountName: r.account_name,
    state: r.state,
    itemSummary: `${r.first_name ?? ''}${lineCount > 1 ? ` 외 ${lineCount - 1}건` : ''}`,
    lineCount,
    total: Number(r.total),
    vin: r.vin,
    deliveryMethod: r.method_name,
    memo: r.memo,
    version: Number(r.version),
  };
};

/** A customer reads its own customer's app orders only; staff read every one. */
const scopeOf = (user: SessionUser): SQL =>
  isStaff(user) ? sql`true` : sql`c.code = ${user.customerCode ?? ''}`;

export const appOrderByCode = async (db: DbOrTx, code: string, user: SessionUser): Promise<AppOrderRow> => {
  const [row] = await queryRows<Row>(db, sql`${SELECT} ${FROM} where o.code = ${code} and ${scopeOf(user)}`);
  if (!row) throw new AppError('E2001', '주문을 찾을 수 없습니다.');
  return toRow(row);
};

/** A page of app orders by the day they were sent (KST), newest first. */
export const listAppOrders = async (
  db: DbOrTx,
  user: SessionUser,
  query: AppOrderQuery,
): Promise<ListPage<AppOrderRow>> => {
  const filters: SQL[] = [scopeOf(user), kstDayRange(sql`a.created_at`, query.fromDate, query.toDate)];
  if (query.state) filters.push(STATE_WHERE[query.state]);
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(sql`(o.code ilike ${like} or c.code ilike ${like} or c.name ilike ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} ${FROM} where ${where} order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${FROM} where ${where} limit 1001) x`,
  );
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map(toRow),
    total: Math.min(total, 1000),
    totalCapped: total > 1000,
    page: query.page,
    size: query.size,
  };
};

/** App orders still waiting for the staff (the badge of CustomerOrdering). */
export const waitingAppOrders = async (db: DbOrTx): Promise<{ waiting: number }> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customer_app_orders a join sales_orders o on o.id = a.order_id
        where o.status = 'draft'`,
  );
  return { waiting: Number(row?.n ?? 0) };
};

/** CustomerMain: balance, points, rank, the order rule, recent orders and the notices sent to the user. */
export const customerMain = async (db: DbOrTx, user: SessionUser): Promise<CustomerMain> => {
  const customer = await portalCustomer(db, user);
  const [rank] = customer.rank
    ? await queryRows<{ name: string }>(db, sql`select name from rank_levels where code = ${customer.rank}`)
    : [];
  const recent = await queryRows<Row>(
    db,
    sql`${SELECT} ${FROM} where a.customer_id = ${customer.id} order by a.created_at desc, a.id desc limit 5`,
  );
  const [basket] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customer_baskets where account_id = ${user.accountId}`,
  );
  const notices = await queryRows<{ seq: number; title: string; published_at: Date | string }>(
    db,
    sql`select n.id as seq, n.title, n.published_at from notices n
        join notice_recipients r on r.notice_id = n.id and r.account_id = ${user.accountId}
        where n.status = 'published' order by n.published_at desc limit 5`,
  );
  return {
    customerCode: customer.code,
    customerName: customer.name,
    rankName: rank?.name ?? null,
    balance: await customerBalance(db, customer.id),
    points: await pointBalanceOf(db, customer.id),
    basketCount: Number(basket?.n ?? 0),
    rule: await orderRuleOf(db, customer.code),
    recentOrders: recent.map(toRow),
    notices: notices.map((n) => ({
      seq: Number(n.seq),
      title: n.title,
      publishedAt: new Date(n.published_at).toISOString(),
    })),
  };
};
