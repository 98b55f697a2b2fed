import {
  INTEGRATED_STATE_LABELS,
  INTEGRATED_STATES,
  type IntegratedState,
  type IntegratedStatusView,
  type ListPage,
  type ListQuery,
  ORDER_PROBLEMS,
  type OrderProblem,
  type OrderReportRow,
  type ProblemRow,
} from '@erp/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../platform/auth/account.table.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { cancelledMoneySql } from '../sales-order/order-cancel.sql.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import {
  countReportRows,
  daysAgoYmd,
  hasFilterOn,
  NET_SALES_SQL,
  PENDING_CANCEL,
  REPORT_FROM,
  reportPage,
  reportWhere,
  STATE_SQL,
  selectReportRows,
} from './order-report.query.js';

/** IntegratedStatus: the day's orders (by order day, KST) in exactly one state each. */
export const integratedStatus = async (db: DbOrTx, date: string): Promise<IntegratedStatusView> => {
  // Totals net of checked cancels (a partly cancelled order still counts what it sold); a fully
  // cancelled order shows what its cancels took back and adds nothing to the day.
  const rows = await queryRows<{ state: IntegratedState; n: number; total: string; cancelled: string }>(
    db,
    sql`select state, count(*)::int as n, coalesce(sum(net), 0)::text as total,
          coalesce(sum(cancelled), 0)::text as cancelled
        from (select ${STATE_SQL} as state, ${NET_SALES_SQL} as net,
                     ${cancelledMoneySql('amount')} as cancelled
              ${REPORT_FROM} where ${salesOrders.orderDate} = ${date}::date) o
        group by 1`,
  );
  const by = new Map(rows.map((r) => [r.state, r]));
  const states = INTEGRATED_STATES.map((state) => ({
    state,
    label: INTEGRATED_STATE_LABELS[state],
    count: Number(by.get(state)?.n ?? 0),
    total: Number(by.get(state)?.total ?? 0),
    cancelledTotal: Number(by.get(state)?.cancelled ?? 0),
  }));
  return {
    date,
    states,
    count: states.reduce((n, s) => n + s.count, 0),
    total: states.reduce((n, s) => n + s.total, 0),
    cancelledTotal: states.reduce((n, s) => n + s.cancelledTotal, 0),
    cancelPendingCount: states.find((s) => s.state === 'cancel-requested')?.count ?? 0,
  };
};

export const integratedList = async (
  db: DbOrTx,
  query: ListQuery & { date: string; state: IntegratedState },
): Promise<ListPage<OrderReportRow>> =>
  reportPage(
    db,
    reportWhere(query, [
      sql`${salesOrders.orderDate} = ${query.date}::date`,
      sql`${STATE_SQL} = ${query.state}`,
    ]),
    query,
  );

/**
 * OrderCheck: what must be checked before release — fixed orders with goods still to go (not all
 * cancelled) whose examination has not been completed. Without a date filter the window is the
 * last 14 order days: goods waiting for release are recent, and the window keeps the query on the
 * order-day index instead of every fixed order ever made.
 */
export const orderCheckList = async (
  db: DbOrTx,
  query: ListQuery & { examState?: 'none' | 'scanning' | undefined },
): Promise<ListPage<OrderReportRow>> =>
  reportPage(
    db,
    reportWhere(query, [
      hasFilterOn(query.filters, 'orderDate')
        ? undefined
        : sql`${salesOrders.orderDate} >= ${daysAgoYmd(14)}::date`,
      sql`${salesOrders.status} = 'fixed'`,
      query.examState === 'none'
        ? sql`ex.status is null`
        : query.examState === 'scanning'
          ? sql`ex.status = 'scanning'`
          : sql`ex.status is distinct from 'done'`,
    ]),
    query,
  );

/**
 * OrderOnlineList: orders registered by a customer user (거래처 사용자) from the customer pages.
 * The customer accounts are looked up first, so the (created_by, order_date) index answers the
 * list, and no customer account at all answers at once.
 */
export const onlineOrderList = async (db: DbOrTx, query: ListQuery): Promise<ListPage<OrderReportRow>> => {
  const ids = (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.kind, 'customer'))).map(
    (a) => a.id,
  );
  if (ids.length === 0) return { rows: [], total: 0, totalCapped: false, page: query.page, size: query.size };
  return reportPage(db, reportWhere(query, [inArray(salesOrders.createdBy, ids)]), query);
};

// The unit supply price of a line and its unit cost before VAT (the margin basis): the moving
// average cost its stock left at (the line's sale-out moves, value ÷ units, exact as a fraction),
// else — orders fixed before costs were kept, and drafts — the purchase price recorded on the
// line when it was priced, else the part master's current one.
export const UNIT_SUPPLY_SQL = sql`(case when ${salesOrders.vatIncluded} then l.unit_price - l.unit_price / 11 else l.unit_price end)`;
const MOVE_UNIT_COST_SQL = sql`(select sum(m.value)::numeric / nullif(sum(m.qty), 0) from stock_moves m
  where m.doc_kind = 'sales_order' and m.doc_code = ${salesOrders.code} and m.doc_line = l.line_no
    and m.reason = 'sale-out' and m.unit_cost is not null)`;
export const UNIT_COST_SQL = sql`coalesce(${MOVE_UNIT_COST_SQL}, l.unit_cost, nullif(case when p.vat_included then p.purchase_price - p.purchase_price / 11 else p.purchase_price end, 0))`;

/**
 * The problems of OrderProblemList, each a condition on one order (cancelled orders have none):
 * - below-cost: a line still sold whose unit supply price is under its unit purchase price;
 * - price-reason: a line priced away from its list price with a reason typed for it;
 * - exam-refused: the examination refused a scan (wrong part, extra quantity, unknown barcode);
 * - cancel-pending: a cancel request waits for its check;
 * - negative-stock: a fixed line of a back-order part whose warehouse balance is now below zero.
 */
export const PROBLEM_SQL: Record<OrderProblem, SQL> = {
  'below-cost': sql`exists (select 1 from sales_order_lines l join parts p on p.id = l.part_id
    where l.order_id = ${salesOrders.id} and l.qty > l.cancelled_qty and ${UNIT_COST_SQL} > ${UNIT_SUPPLY_SQL})`,
  'price-reason': sql`exists (select 1 from sales_order_lines l where l.order_id = ${salesOrders.id} and l.price_reason is not null and l.unit_price <> l.list_price)`,
  'exam-refused': sql`exists (select 1 from order_events e where e.order_id = ${salesOrders.id} and e.kind = 'exam-refused')`,
  'cancel-pending': PENDING_CANCEL,
  'negative-stock': sql`(${salesOrders.status} = 'fixed' and exists (select 1 from sales_order_lines l
    join parts p on p.id = l.part_id
    join stock_balances b on b.part_id = l.part_id and b.warehouse_code = ${salesOrders.warehouseCode}
    where l.order_id = ${salesOrders.id} and p.allow_back_order and b.qty < 0 and l.qty > l.cancelled_qty))`,
};

/** OrderProblemList: orders of the period (default: the last 30 days) with any or one problem. */
export const problemList = async (
  db: DbOrTx,
  query: ListQuery & { problem?: OrderProblem | undefined },
): Promise<ListPage<ProblemRow>> => {
  const where = reportWhere(query, [
    hasFilterOn(query.filters, 'orderDate')
      ? undefined
      : sql`${salesOrders.orderDate} >= ${daysAgoYmd(30)}::date`,
    sql`${salesOrders.status} <> 'cancelled'`,
    query.problem
      ? PROBLEM_SQL[query.problem]
      : sql`(${sql.join(
          ORDER_PROBLEMS.map((p) => PROBLEM_SQL[p]),
          sql` or `,
        )})`,
  ]);
  const flags = sql.join(
    ORDER_PROBLEMS.map((p, i) => sql`${PROBLEM_SQL[p]} as ${sql.raw(`p${i}`)}`),
    sql`, `,
  );
  const rows = await selectReportRows<Record<string, unknown>>(
    db,
    where,
    query,
    sql`${flags}, (select count(*)::int from order_events e where e.order_id = ${salesOrders.id} and e.kind = 'exam-refused') as refusals`,
  );
  const count = await countReportRows(db, where);
  return {
    rows: rows.map(({ extra, ...row }) => ({
      ...row,
      problems: ORDER_PROBLEMS.filter((_p, i) => extra[`p${i}`] === true),
      refusals: Number(extra.refusals ?? 0),
    })),
    ...count,
    page: query.page,
    size: query.size,
  };
};
