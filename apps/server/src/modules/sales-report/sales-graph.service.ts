import {
  type ChannelGraph,
  CUSTOMER_TYPE_LABELS,
  type CustomerType,
  dayRange,
  type HourlyGraph,
  type HourlySeries,
  monthRange,
  ORDER_CHANNELS,
  type OrderChannel,
  type ProductMonthly,
  withParticle,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstDayRange } from '../../platform/list/list-query.sql.js';
import { parts } from '../part/part.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { NET_SALES_SQL } from './order-report.query.js';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

const toSeries = (
  rows: readonly { key: string; label: string; hour: number; amount: string; n: number }[],
): HourlySeries[] => {
  const by = new Map<string, HourlySeries>();
  for (const r of rows) {
    const s = by.get(r.key) ?? {
      key: r.key,
      label: r.label,
      amounts: HOURS.map(() => 0),
      counts: HOURS.map(() => 0),
    };
    s.amounts[r.hour] = Number(r.amount);
    s.counts[r.hour] = Number(r.n);
    by.set(r.key, s);
  }
  return [...by.values()].sort(
    (a, b) => b.amounts.reduce((x, y) => x + y, 0) - a.amounts.reduce((x, y) => x + y, 0),
  );
};

/**
 * HourlyGraph: sales of one Korean day by hour of the fix (확정, when stock went out and the
 * receivable rose), by the clerk who registered the order and by customer type. The amount is
 * what the order still sells, net of its checked cancels (NET_SALES_SQL, as 통합 현황 counts the
 * day), so a cancel checked later lowers the hour its order was fixed in; the count is the orders
 * fixed in the hour, a wholly cancelled one included (it was fixed, and adds 0 won).
 * The spec names an insurance type, which no order or customer carries, so the second breakdown
 * is the customer type (거래처 구분), a real attribute of every customer.
 */
export const hourlyGraph = async (db: DbOrTx, date: string): Promise<HourlyGraph> => {
  // The orders table keeps its own name: the cancel SQL shared with the lists refers to it.
  const base = sql`from ${salesOrders} join customers c on c.id = ${salesOrders.customerId}
    left join accounts a on a.id = ${salesOrders.createdBy}
    where ${salesOrders.fixedAt} is not null and ${kstDayRange(salesOrders.fixedAt, date, date)}`;
  const hour = sql`extract(hour from (${salesOrders.fixedAt} at time zone 'Asia/Seoul'))::int`;
  const byUser = await queryRows<{ key: string; label: string; hour: number; amount: string; n: number }>(
    db,
    sql`select coalesce(${salesOrders.createdBy}::text, '-') as key, coalesce(max(a.name), '알 수 없음') as label,
          ${hour} as hour, sum(${NET_SALES_SQL})::text as amount, count(*)::int as n
        ${base} group by 1, 3`,
  );
  const byType = await queryRows<{ key: string; hour: number; amount: string; n: number }>(
    db,
    sql`select c.customer_type as key, ${hour} as hour, sum(${NET_SALES_SQL})::text as amount,
          count(*)::int as n
        ${base} group by 1, 2`,
  );
  const total = HOURS.map((h) => ({
    amount: byType.filter((r) => Number(r.hour) === h).reduce((n, r) => n + Number(r.amount), 0),
    n: byType.filter((r) => Number(r.hour) === h).reduce((n, r) => n + Number(r.n), 0),
  }));
  return {
    date,
    hours: HOURS,
    byUser: toSeries(byUser.map((r) => ({ ...r, hour: Number(r.hour) }))),
    byCustomerType: toSeries(
      byType.map((r) => ({
        ...r,
        hour: Number(r.hour),
        label: CUSTOMER_TYPE_LABELS[r.key as CustomerType] ?? r.key,
      })),
    ),
    total: { amounts: total.map((t) => t.amount), counts: total.map((t) => t.n) },
  };
};

/**
 * ProductOrderAndTossGraph/:code: a part's monthly sales over the stock ledger — units that went
 * out on sales (sale-out), units that came back on checked cancels (cancel-in), the net, and the
 * number of orders. "Toss" (토스: handing an order on to another supplier) is not recorded
 * anywhere in this system, so no toss quantity is drawn.
 */
export const productMonthlyGraph = async (
  db: DbOrTx,
  query: { partCode: string; fromMonth: string; toMonth: string },
): Promise<ProductMonthly> => {
  const [part] = await db
    .select({ id: parts.id, code: parts.code, partNo: parts.partNo, name: parts.name })
    .from(parts)
    .where(eq(parts.code, query.partCode.toUpperCase()));
  if (!part) throw new AppError('E2001', `품목 ${withParticle(query.partCode, '을/를')} 찾을 수 없습니다.`);
  const months = monthRange(query.fromMonth, query.toMonth);
  const from = `${query.fromMonth}01`;
  const lastMonth = query.toMonth;
  const rows = await queryRows<{ month: string; sold: number; back: number; orders: number }>(
    db,
    sql`select to_char(m.at at time zone 'Asia/Seoul', 'YYYYMM') as month,
          coalesce(-sum(m.qty) filter (where m.reason = 'sale-out'), 0)::int as sold,
          coalesce(sum(m.qty) filter (where m.reason = 'cancel-in'), 0)::int as back,
          count(distinct m.doc_code) filter (where m.reason = 'sale-out')::int as orders
        from stock_moves m
        where m.part_id = ${part.id} and m.reason in ('sale-out', 'cancel-in')
          and m.at >= (${from}::date)::timestamp at time zone 'Asia/Seoul'
          and m.at < (((${`${lastMonth}01`}::date) + interval '1 month')::timestamp at time zone 'Asia/Seoul')
        group by 1`,
  );
  const by = new Map(rows.map((r) => [r.month, r]));
  const sold = months.map((m) => Number(by.get(m)?.sold ?? 0));
  const back = months.map((m) => Number(by.get(m)?.back ?? 0));
  return {
    part: { code: part.code, partNo: part.partNo, name: part.name },
    months,
    soldQty: sold,
    cancelledQty: back,
    netQty: sold.map((s, i) => s - back[i]!),
    orderCount: months.map((m) => Number(by.get(m)?.orders ?? 0)),
  };
};

/** The channel of an order from the kind of account that registered it (and whether a memo led to it). */
export const CHANNEL_SQL = sql`case
  when a.kind = 'customer' then 'online'
  when a.kind in ('staff', 'mobile') or a.kind is null then case when ${salesOrders.memoId} is not null then 'memo' else 'staff' end
  else 'other' end`;

/**
 * AppOrderGraph: orders registered per day or month (by order day) and channel, drafts included;
 * the fixed total of a bucket is what its fixed orders still sell, net of checked cancels
 * (NET_SALES_SQL; a wholly cancelled order is no longer fixed and adds nothing).
 */
export const appOrderGraph = async (
  db: DbOrTx,
  query: { fromDate: string; toDate: string; unit: 'day' | 'month' },
): Promise<ChannelGraph> => {
  const bucket = sql`to_char(${salesOrders.orderDate}, ${query.unit === 'day' ? 'YYYYMMDD' : 'YYYYMM'})`;
  const rows = await queryRows<{ bucket: string; channel: OrderChannel; n: number; fixed: string }>(
    db,
    sql`select ${bucket} as bucket, ${CHANNEL_SQL} as channel, count(*)::int as n,
          coalesce(sum(${NET_SALES_SQL}) filter (where ${salesOrders.status} = 'fixed'), 0)::text as fixed
        from ${salesOrders} left join accounts a on a.id = ${salesOrders.createdBy}
        where ${salesOrders.orderDate} between ${query.fromDate}::date and ${query.toDate}::date
        group by 1, 2`,
  );
  const days = dayRange(query.fromDate, query.toDate);
  const buckets = query.unit === 'day' ? days : [...new Set(days.map((d) => d.slice(0, 6)))];
  const key = (b: string, c: string) => `${b}|${c}`;
  const by = new Map(rows.map((r) => [key(r.bucket, r.channel), r]));
  return {
    unit: query.unit,
    buckets,
    series: ORDER_CHANNELS.map((channel) => ({
      channel,
      counts: buckets.map((b) => Number(by.get(key(b, channel))?.n ?? 0)),
      fixedTotals: buckets.map((b) => Number(by.get(key(b, channel))?.fixed ?? 0)),
    })),
  };
};
