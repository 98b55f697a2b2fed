import {
  changeBp,
  type StaffMonthRow,
  type StaffPerformanceRow,
  type StaffPeriod,
  type StaffProfitRow,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { kstDayRange } from '../../platform/list/list-query.sql.js';
import { RETURN_DOC_KIND } from '../order-return/return-posting.service.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { NET_SALES_SQL } from '../sales-report/order-report.query.js';

// UserPerformance, UserPerfomanceMonth and UserProfitRate: a period's work of each clerk. Sales are
// the orders the clerk registered, on the Korean day they were fixed, net of checked cancels;
// returns are those of the clerk's orders completed (examined and credited) in the period, at the
// credit the receivable ledger holds, so a return lowers the month it came back in, as on the ledger.

type Named = { account_id: number | null; name: string | null };
const keyOf = (r: Named) => (r.account_id === null ? null : Number(r.account_id));

/**
 * Returns credited in the period per clerk of the returned order: won total, supply, and the cost
 * of the units put back on the shelf (a defective unit's cost is not recovered: it stays a loss).
 */
const returnsByStaff = async (db: DbOrTx, p: StaffPeriod) => {
  const rows = await queryRows<Named & { amount: string; supply: string; cost: string }>(
    db,
    sql`select o.created_by as account_id, max(a.name) as name,
          (-sum(g.amount))::text as amount, (-sum(g.supply))::text as supply,
          sum((select coalesce(sum(rl.qty * coalesce(sl.unit_cost, 0)), 0)
            from order_return_lines rl
            join sales_order_lines sl on sl.order_id = r.order_id and sl.line_no = rl.line_no
            where rl.return_id = r.id and rl.disposition <> 'defect'))::text as cost
        from order_returns r
        join customer_ledger g on g.doc_kind = ${RETURN_DOC_KIND} and g.doc_code = r.code and g.kind = 'return'
        join sales_orders o on o.id = r.order_id
        left join accounts a on a.id = o.created_by
        where r.examined_at is not null and ${kstDayRange(sql`r.examined_at`, p.fromDate, p.toDate)}
        group by 1`,
  );
  return new Map(
    rows.map((r) => [
      keyOf(r),
      { ...r, amount: Number(r.amount), supply: Number(r.supply), cost: Number(r.cost) },
    ]),
  );
};

export const staffPerformance = async (db: DbOrTx, p: StaffPeriod): Promise<StaffPerformanceRow[]> => {
  const registered = await queryRows<Named & { n: number }>(
    db,
    sql`select ${salesOrders.createdBy} as account_id, max(a.name) as name, count(*)::int as n
        from ${salesOrders} left join accounts a on a.id = ${salesOrders.createdBy}
        where ${kstDayRange(salesOrders.createdAt, p.fromDate, p.toDate)} group by 1`,
  );
  const fixed = await queryRows<Named & { n: number; customers: number; sales: string }>(
    db,
    sql`select ${salesOrders.createdBy} as account_id, max(a.name) as name, count(*)::int as n,
          count(distinct ${salesOrders.customerId})::int as customers, sum(${NET_SALES_SQL})::text as sales
        from ${salesOrders} left join accounts a on a.id = ${salesOrders.createdBy}
        where ${salesOrders.fixedAt} is not null and ${kstDayRange(salesOrders.fixedAt, p.fromDate, p.toDate)}
        group by 1`,
  );
  const returns = await returnsByStaff(db, p);
  const rows = new Map<number | null, StaffPerformanceRow>();
  const rowOf = (r: Named): StaffPerformanceRow => {
    const key = keyOf(r);
    const row = rows.get(key) ?? {
      accountId: key,
      staffName: r.name ?? '알 수 없음',
      registered: 0,
      fixed: 0,
      customers: 0,
      sales: 0,
      returns: 0,
      net: 0,
      perOrder: 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const r of registered) rowOf(r).registered = Number(r.n);
  for (const r of fixed)
    Object.assign(rowOf(r), { fixed: Number(r.n), customers: Number(r.customers), sales: Number(r.sales) });
  for (const r of returns.values()) rowOf(r).returns = r.amount;
  return [...rows.values()]
    .map((row) => {
      const net = row.sales - row.returns;
      return { ...row, net, perOrder: row.fixed > 0 ? Math.trunc(net / row.fixed) : 0 };
    })
    .sort((a, b) => b.net - a.net || a.staffName.localeCompare(b.staffName));
};

const monthPeriod = (yyyymm: string): StaffPeriod => {
  const last = new Date(Date.UTC(Number(yyyymm.slice(0, 4)), Number(yyyymm.slice(4, 6)), 0)).getUTCDate();
  return { fromDate: `${yyyymm}01`, toDate: `${yyyymm}${String(last).padStart(2, '0')}` };
};

const shiftMonth = (yyyymm: string, months: number): string => {
  const d = new Date(Date.UTC(Number(yyyymm.slice(0, 4)), Number(yyyymm.slice(4, 6)) - 1 + months, 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

export const staffMonth = async (db: DbOrTx, month: string): Promise<StaffMonthRow[]> => {
  // One after the other: the three reads may share one connection (the embedded database).
  const now = await staffPerformance(db, monthPeriod(month));
  const previous = await staffPerformance(db, monthPeriod(shiftMonth(month, -1)));
  const lastYear = await staffPerformance(db, monthPeriod(shiftMonth(month, -12)));
  const rows = new Map<number | null, StaffMonthRow>();
  const rowOf = (r: StaffPerformanceRow) => {
    const row = rows.get(r.accountId) ?? {
      accountId: r.accountId,
      staffName: r.staffName,
      net: 0,
      fixed: 0,
      previousNet: 0,
      lastYearNet: 0,
      previousChangeBp: null,
      lastYearChangeBp: null,
    };
    rows.set(r.accountId, row);
    return row;
  };
  for (const r of now) Object.assign(rowOf(r), { net: r.net, fixed: r.fixed });
  for (const r of previous) rowOf(r).previousNet = r.net;
  for (const r of lastYear) rowOf(r).lastYearNet = r.net;
  return [...rows.values()]
    .map((r) => ({
      ...r,
      previousChangeBp: changeBp(r.net, r.previousNet),
      lastYearChangeBp: changeBp(r.net, r.lastYearNet),
    }))
    .sort((a, b) => b.net - a.net || a.staffName.localeCompare(b.staffName));
};

/**
 * The margin of each clerk's sales: the supply of the units kept (not cancelled) less the supply
 * of returns completed in the period, against the cost the units left stock at less the cost of
 * the returned units back on the shelf.
 */
export const staffProfit = async (db: DbOrTx, p: StaffPeriod): Promise<StaffProfitRow[]> => {
  const sold = await queryRows<Named & { sales: string; cost: string; unknown: number }>(
    db,
    sql`select o.created_by as account_id, max(a.name) as name,
          sum(round(l.supply::numeric * (l.qty - l.cancelled_qty) / nullif(l.qty, 0)))::text as sales,
          sum(coalesce(l.unit_cost, 0) * (l.qty - l.cancelled_qty))::text as cost,
          count(*) filter (where l.unit_cost is null and l.qty > l.cancelled_qty)::int as unknown
        from sales_orders o join sales_order_lines l on l.order_id = o.id
        left join accounts a on a.id = o.created_by
        where o.fixed_at is not null and ${kstDayRange(sql`o.fixed_at`, p.fromDate, p.toDate)}
        group by 1`,
  );
  const returns = await returnsByStaff(db, p);
  const keys = new Map<number | null, string>();
  for (const r of sold) keys.set(keyOf(r), r.name ?? '알 수 없음');
  for (const r of returns.values()) if (!keys.has(keyOf(r))) keys.set(keyOf(r), r.name ?? '알 수 없음');
  const soldBy = new Map(sold.map((r) => [keyOf(r), r]));
  return [...keys.entries()]
    .map(([accountId, staffName]) => {
      const s = soldBy.get(accountId);
      const sales = Number(s?.sales ?? 0);
      const back = returns.get(accountId);
      const ret = back?.supply ?? 0;
      const cost = Number(s?.cost ?? 0) - (back?.cost ?? 0);
      const net = sales - ret;
      const profit = net - cost;
      return {
        accountId,
        staffName,
        sales,
        returns: ret,
        cost,
        profit,
        marginBp: net > 0 ? Math.round((profit * 10_000) / net) : null,
        unknownCostLines: Number(s?.unknown ?? 0),
      };
    })
    .sort((a, b) => b.profit - a.profit || a.staffName.localeCompare(b.staffName));
};
