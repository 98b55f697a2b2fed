import { type StaffSellMatrix, type StaffSellQuery, type StaffSellRow, staffSellBuckets } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { kstDayRange } from '../../platform/list/list-query.sql.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { NET_SALES_SQL } from '../sales-report/order-report.query.js';

// UserSellYear / UserSellMonth / UserSellDay: each clerk's net sales by month, day or hour. An
// order counts for the clerk who registered it, in the Korean month, day or hour it was fixed, at
// what it still sells after its checked cancels (the measure of 통합 현황 and HourlyGraph), so the
// three screens and the sales reports agree to the won.

const KST = sql`(${salesOrders.fixedAt} at time zone 'Asia/Seoul')`;

/** The first and last YYYYMMDD of the span, and the SQL of a row's bucket (1-based, hours 0-based). */
const spanOf = (q: StaffSellQuery, buckets: readonly string[]) => {
  if (q.span === 'year')
    return { from: `${q.at}0101`, to: `${q.at}1231`, bucket: sql`extract(month from ${KST})::int - 1` };
  if (q.span === 'month')
    return {
      from: `${q.at}01`,
      to: `${q.at}${buckets.at(-1)}`,
      bucket: sql`extract(day from ${KST})::int - 1`,
    };
  return { from: q.at, to: q.at, bucket: sql`extract(hour from ${KST})::int` };
};

const emptyRow = (accountId: number | null, staffName: string, n: number): StaffSellRow => ({
  accountId,
  staffName,
  amounts: Array.from({ length: n }, () => 0),
  counts: Array.from({ length: n }, () => 0),
  amount: 0,
  count: 0,
});

const add = (row: StaffSellRow, i: number, amount: number, count: number) => {
  row.amounts[i] = (row.amounts[i] ?? 0) + amount;
  row.counts[i] = (row.counts[i] ?? 0) + count;
  row.amount += amount;
  row.count += count;
};

export const staffSell = async (db: DbOrTx, q: StaffSellQuery): Promise<StaffSellMatrix> => {
  const buckets = staffSellBuckets(q);
  const { from, to, bucket } = spanOf(q, buckets);
  const rows = await queryRows<{
    account_id: number | null;
    name: string | null;
    b: number;
    amount: string;
    n: number;
  }>(
    db,
    sql`select ${salesOrders.createdBy} as account_id, max(a.name) as name, ${bucket} as b,
          sum(${NET_SALES_SQL})::text as amount, count(*)::int as n
        from ${salesOrders} left join accounts a on a.id = ${salesOrders.createdBy}
        where ${salesOrders.fixedAt} is not null and ${kstDayRange(salesOrders.fixedAt, from, to)}
        group by 1, 3`,
  );
  const byStaff = new Map<number | null, StaffSellRow>();
  const total = emptyRow(null, '합계', buckets.length);
  for (const r of rows) {
    const id = r.account_id === null ? null : Number(r.account_id);
    const row = byStaff.get(id) ?? emptyRow(id, r.name ?? '알 수 없음', buckets.length);
    byStaff.set(id, row);
    add(row, Number(r.b), Number(r.amount), Number(r.n));
    add(total, Number(r.b), Number(r.amount), Number(r.n));
  }
  return {
    span: q.span,
    at: q.at,
    buckets,
    rows: [...byStaff.values()].sort((a, b) => b.amount - a.amount || a.staffName.localeCompare(b.staffName)),
    total,
  };
};
