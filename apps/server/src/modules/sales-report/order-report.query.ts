import {
  type IntegratedState,
  type ListFilter,
  type ListPage,
  type ListQuery,
  ORDER_REPORT_SPEC,
  type OrderReportField,
  type OrderReportRow,
  type OrderStatus,
  toYmd,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import {
  combine,
  kstDay,
  type ListColumns,
  listFilterConditions,
  listOrderBy,
  TOTAL_CAP,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { cancelledMoneySql, PENDING_CANCEL } from '../sales-order/order-cancel.sql.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

// The order lists of the reports share one row shape and one query: the order, its customer,
// who registered and fixed it, where its examination stands, whether a cancel waits and who
// printed it last. Each list adds its own conditions.

export const REPORT_COLUMNS: ListColumns<OrderReportField> = {
  orderDate: salesOrders.orderDate,
  code: salesOrders.code,
  customerCode: customers.code,
  customerName: customers.name,
  carNumber: salesOrders.carNumber,
  vin: salesOrders.vin,
  total: salesOrders.total,
  createdBy: salesOrders.createdBy,
  fixedAt: kstDay(salesOrders.fixedAt),
};

export { PENDING_CANCEL };

/**
 * What an order still sells (issue 16 point 4): its total less the money its checked cancels took
 * back as posted, and nothing once it is wholly cancelled. The netTotal of 수주 목록 and the report
 * rows, the totals of 통합 현황 and the sales graphs all read this one rule.
 */
export const NET_SALES_SQL = sql`(case when ${salesOrders.status} = 'cancelled' then 0
  else ${salesOrders.total} - ${cancelledMoneySql('amount')} end)`;

/** Exactly one state per order (IntegratedStatus); a waiting cancel outranks the examination. */
export const STATE_SQL = sql<IntegratedState>`case
  when ${salesOrders.status} = 'cancelled' then 'cancelled'
  when ${salesOrders.status} = 'draft' then 'draft'
  when ${PENDING_CANCEL} then 'cancel-requested'
  when ex.status = 'done' then 'examined'
  when ex.status = 'scanning' then 'examining'
  else 'waiting-exam' end`;

/** The FROM clause every report list uses (sales_orders and customers keep their table names). */
export const REPORT_FROM = sql`from ${salesOrders}
  join ${customers} on ${customers.id} = ${salesOrders.customerId}
  left join order_examinations ex on ex.order_id = ${salesOrders.id}`;

export const reportWhere = (query: Pick<ListQuery, 'filters'>, extra: (SQL | undefined)[] = []) =>
  combine([...listFilterConditions(ORDER_REPORT_SPEC, REPORT_COLUMNS, query.filters), ...extra]);

/** Whether the query already bounds the order day (else a list may add its default window). */
export const hasFilterOn = (filters: readonly ListFilter[], field: string): boolean =>
  filters.some((f) => f.field === field);

export const daysAgoYmd = (days: number, now = new Date()): string =>
  toYmd(new Date(now.getTime() - days * 86_400_000));

type RawRow = {
  code: string;
  order_date: string;
  status: OrderStatus;
  state: IntegratedState;
  customer_code: string;
  customer_name: string;
  car_number: string | null;
  vin: string | null;
  supply: string | number;
  tax: string | number;
  total: string | number;
  cancelled_total: string | number;
  line_count: number;
  created_by_name: string | null;
  created_by_kind: string | null;
  created_at: string | Date;
  fixed_at: string | Date | null;
  fixed_by_name: string | null;
  exam_state: 'scanning' | 'done' | null;
  examiner_name: string | null;
  cancel_pending: boolean;
  last_printed_at: string | Date | null;
  last_printed_by_name: string | null;
  reservation_date: string | null;
  reservation_time: string | null;
};

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const ymd = (value: string | Date): string =>
  typeof value === 'string' ? value.slice(0, 10).replaceAll('-', '') : toYmd(value);

const toRow = (r: RawRow): OrderReportRow => ({
  code: r.code,
  orderDate: ymd(r.order_date),
  status: r.status,
  state: r.state,
  customerCode: r.customer_code,
  customerName: r.customer_name,
  carNumber: r.car_number,
  vin: r.vin,
  supply: Number(r.supply),
  tax: Number(r.tax),
  total: Number(r.total),
  cancelledTotal: Number(r.cancelled_total),
  // A fully cancelled order keeps its total on record but sells nothing.
  netTotal: r.status === 'cancelled' ? 0 : Number(r.total) - Number(r.cancelled_total),
  lineCount: Number(r.line_count),
  createdByName: r.created_by_name,
  createdByKind: r.created_by_kind,
  createdAt: iso(r.created_at)!,
  fixedAt: iso(r.fixed_at),
  fixedByName: r.fixed_by_name,
  examState: r.exam_state ?? 'none',
  examinerName: r.examiner_name,
  cancelPending: Boolean(r.cancel_pending),
  lastPrintedAt: iso(r.last_printed_at),
  lastPrintedByName: r.last_printed_by_name,
  reservationDate: r.reservation_date ? ymd(r.reservation_date) : null,
  reservationTime: r.reservation_time,
});

/** Rows of a page: the order columns plus `extraSelect` (already aliased) for the list's own fields. */
export const selectReportRows = async <E extends Record<string, unknown> = Record<string, never>>(
  db: DbOrTx,
  where: SQL | undefined,
  query: Pick<ListQuery, 'sort' | 'page' | 'size'>,
  extraSelect?: SQL,
): Promise<(OrderReportRow & { extra: E })[]> => {
  const raw = await queryRows<RawRow & E>(
    db,
    sql`select ${salesOrders.code} as code, ${salesOrders.orderDate}::text as order_date,
        ${salesOrders.status} as status, ${STATE_SQL} as state,
        ${customers.code} as customer_code, ${customers.name} as customer_name,
        ${salesOrders.carNumber} as car_number, ${salesOrders.vin} as vin,
        ${salesOrders.supply} as supply, ${salesOrders.tax} as tax, ${salesOrders.total} as total,
        ${cancelledMoneySql('amount')} as cancelled_total,
        (select count(*)::int from sales_order_lines l where l.order_id = ${salesOrders.id}) as line_count,
        cb.name as created_by_name, cb.kind as created_by_kind, ${salesOrders.createdAt} as created_at,
        ${salesOrders.fixedAt} as fixed_at, fb.name as fixed_by_name,
        ex.status as exam_state, eb.name as examiner_name,
        ${PENDING_CANCEL} as cancel_pending,
        lp.at as last_printed_at, lp.name as last_printed_by_name,
        ${salesOrders.reservationDate}::text as reservation_date, ${salesOrders.reservationTime} as reservation_time
        ${extraSelect ? sql`, ${extraSelect}` : sql``}
      ${REPORT_FROM}
      left join accounts cb on cb.id = ${salesOrders.createdBy}
      left join accounts fb on fb.id = ${salesOrders.fixedBy}
      left join accounts eb on eb.id = ex.examiner_id
      left join lateral (
        select e.at, a.name from order_events e left join accounts a on a.id = e.actor_id
        where e.order_id = ${salesOrders.id} and e.kind = 'printed' order by e.at desc limit 1
      ) lp on true
      ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(listOrderBy(REPORT_COLUMNS, query.sort, salesOrders.id), sql`, `)}
      limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return raw.map((r) => ({ ...toRow(r), extra: r }));
};

/** Matching orders counted up to TOTAL_CAP, with the same FROM as the rows. */
export const countReportRows = async (
  db: DbOrTx,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${REPORT_FROM} ${where ? sql`where ${where}` : sql``} limit ${TOTAL_CAP + 1}) c`,
  );
  const n = Number(row?.n ?? 0);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
};

export const reportPage = async (
  db: DbOrTx,
  where: SQL | undefined,
  query: Pick<ListQuery, 'sort' | 'page' | 'size'>,
): Promise<ListPage<OrderReportRow>> => {
  const [rows, count] = [await selectReportRows(db, where, query), await countReportRows(db, where)];
  return {
    rows: rows.map(({ extra: _extra, ...row }) => row),
    ...count,
    page: query.page,
    size: query.size,
  };
};
