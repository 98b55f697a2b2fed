import { type ListPage, type ProfitLossQuery, type ProfitLossRow, ymdToIsoDate } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// Profit and loss per customer (or per month of one customer) over the order days of a period:
// each fixed line's supply for the units not cancelled, less returns (the ledger's return entries'
// supply), less the cost kept on the line (unit cost × units kept). Reads the sales documents
// the way the reports do.

type PlSql = {
  code: string;
  name: string;
  month: string;
  sales: string;
  returns: string;
  cost: string;
  unknown: string;
};

export const listProfitLoss = async (db: DbOrTx, q: ProfitLossQuery): Promise<ListPage<ProfitLossRow>> => {
  const from = ymdToIsoDate(q.fromDate)!;
  const to = ymdToIsoDate(q.toDate)!;
  if (from > to) throw new AppError('E0422', '종료일: 시작일 이후여야 합니다.', { field: 'toDate' });
  const byMonth = Boolean(q.customerCode);
  const customer = q.customerCode ? sql` and c.code = ${q.customerCode.toUpperCase()}` : sql``;
  const month = (day: ReturnType<typeof sql>) => (byMonth ? sql`to_char(${day}, 'YYYYMM')` : sql`''`);
  const base = sql`with s as (
      select o.customer_id, ${month(sql`o.order_date`)} as month,
        sum(round(l.supply::numeric * (l.qty - l.cancelled_qty) / nullif(l.qty, 0)))::bigint as sales,
        sum(coalesce(l.unit_cost, 0) * (l.qty - l.cancelled_qty))::bigint as cost,
        count(*) filter (where l.unit_cost is null)::int as unknown
      from sales_orders o join sales_order_lines l on l.order_id = o.id
      where o.fixed_at is not null and o.order_date between ${from} and ${to}
      group by 1, 2
    ), r as (
      select g.customer_id, ${month(sql`g.entry_date`)} as month, -sum(g.supply)::bigint as returns
      from customer_ledger g where g.kind = 'return' and g.entry_date between ${from} and ${to}
      group by 1, 2
    ), m as (
      select coalesce(s.customer_id, r.customer_id) as customer_id, coalesce(s.month, r.month) as month,
        coalesce(s.sales, 0) as sales, coalesce(r.returns, 0) as returns, coalesce(s.cost, 0) as cost,
        coalesce(s.unknown, 0) as unknown
      from s full join r on r.customer_id = s.customer_id and r.month = s.month
    )`;
  const profit = sql`(m.sales - m.returns - m.cost)`;
  const where = sql`where true${customer}${q.type === 'loss' ? sql` and ${profit} < 0` : sql``}`;
  const fromM = sql`from m join customers c on c.id = m.customer_id`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`${base} select count(*)::int as n ${fromM} ${where}`,
  );
  const rows = await queryRows<PlSql>(
    db,
    sql`${base} select c.code, c.name, m.month, m.sales, m.returns, m.cost, m.unknown ${fromM} ${where}
        order by ${byMonth ? sql`m.month` : sql`${profit}`} ${q.type === 'loss' || byMonth ? sql`asc` : sql`desc`}, c.id
        limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => {
      const sales = Number(r.sales);
      const returns = Number(r.returns);
      const cost = Number(r.cost);
      const net = sales - returns;
      const p = net - cost;
      return {
        key: `${r.code}-${r.month}`,
        customerCode: r.code,
        customerName: r.name,
        month: r.month,
        sales,
        returns,
        cost,
        profit: p,
        marginBp: net > 0 ? Math.round((p * 10_000) / net) : null,
        unknownCostLines: Number(r.unknown),
      };
    }),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};
