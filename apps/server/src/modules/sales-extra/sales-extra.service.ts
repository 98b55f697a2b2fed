import {
  type Aggregation,
  type ProductSum,
  type ProductSumQuery,
  SEASON_MONTHS,
  type SeasonDemand,
  type SeasonType,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';

// Sales sums and a car's history, read from the order lines net of checked cancels (the money a
// cancel took back is kept on its lines, so the sums match the statements to the won).

const NET_LINES = sql`
  select l.order_id, l.line_no, l.part_id, l.part_no, l.part_name, l.qty - l.cancelled_qty as qty,
         l.supply + coalesce(c.supply, 0) as supply, l.total + coalesce(c.total, 0) as total
  from sales_order_lines l
  left join lateral (
    select sum(cl.supply) as supply, sum(cl.total) as total
    from order_cancel_request_lines cl join order_cancel_requests r on r.id = cl.request_id
    where r.order_id = l.order_id and r.status = 'checked' and cl.line_no = l.line_no
  ) c on true`;

const KEY = {
  part: sql`p.code`,
  kind: sql`coalesce(p.kind_code, '-')`,
  brand: sql`coalesce(p.brand_code, '-')`,
} as const;
const LABEL = {
  part: sql`min(p.part_no || ' ' || p.name)`,
  kind: sql`coalesce(min(k.name), '분류 없음')`,
  brand: sql`coalesce(min(b.name), '브랜드 없음')`,
} as const;

/** OrderProductSumQty / OrderProductSumAmount: the top 200 by quantity or amount, and the totals. */
export const productSum = async (db: DbOrTx, q: ProductSumQuery): Promise<ProductSum> => {
  const rows = await queryRows<{
    key: string;
    label: string;
    qty: string;
    supply: string;
    total: string;
    orders: number;
  }>(
    db,
    sql`select ${KEY[q.groupBy]} as key, ${LABEL[q.groupBy]} as label, sum(n.qty) as qty, sum(n.supply) as supply,
               sum(n.total) as total, count(distinct n.order_id)::int as orders
        from sales_orders o
        join (${NET_LINES}) n on n.order_id = o.id
        join parts p on p.id = n.part_id
        left join part_kinds k on k.code = p.kind_code
        left join brands b on b.code = p.brand_code
        where o.fixed_at is not null
          and o.order_date between ${q.fromDate}::date and ${q.toDate}::date
        group by 1
        having sum(n.qty) <> 0 or sum(n.total) <> 0
        order by ${q.order === 'qty' ? sql`sum(n.qty)` : sql`sum(n.total)`} desc, 1
        limit 200`,
  );
  const mapped = rows.map((r) => ({
    key: r.key,
    label: r.label,
    qty: Number(r.qty),
    supply: Number(r.supply),
    total: Number(r.total),
    orders: Number(r.orders),
  }));
  return {
    rows: mapped,
    totalQty: mapped.reduce((s, r) => s + r.qty, 0),
    totalAmount: mapped.reduce((s, r) => s + r.total, 0),
  };
};

/** ObtainAggregation: every order of a car (by VIN), newest first, with its net lines. */
export const aggregation = async (
  db: DbOrTx,
  q: { type: 'all' | 'fixed'; customerCode?: string | undefined; vin: string },
): Promise<Aggregation> => {
  const vin = q.vin.toUpperCase();
  const orders = await queryRows<{
    id: number;
    orderCode: string;
    orderDate: string;
    status: string;
    customerCode: string;
    customerName: string;
    carNumber: string | null;
  }>(
    db,
    sql`select o.id, o.code as "orderCode", to_char(o.order_date, 'YYYYMMDD') as "orderDate", o.status,
               c.code as "customerCode", c.name as "customerName", o.car_number as "carNumber"
        from sales_orders o join customers c on c.id = o.customer_id
        where o.vin = ${vin}
          ${q.type === 'fixed' ? sql`and o.fixed_at is not null` : sql``}
          ${q.customerCode && q.customerCode !== '-' ? sql`and c.code = ${q.customerCode.toUpperCase()}` : sql``}
        order by o.order_date desc, o.id desc limit 200`,
  );
  const ids = orders.map((o) => o.id);
  const lines =
    ids.length === 0
      ? []
      : await queryRows<{
          orderId: number;
          lineNo: number;
          partNo: string;
          partName: string;
          qty: number;
          total: string;
        }>(
          db,
          sql`select n.order_id as "orderId", n.line_no as "lineNo", n.part_no as "partNo", n.part_name as "partName", n.qty, n.total
              from (${NET_LINES}) n where n.order_id in (${sql.join(ids, sql`, `)}) order by n.order_id, n.line_no`,
        );
  const result = orders.map(({ id, ...o }) => {
    const own = lines
      .filter((l) => l.orderId === id)
      .map((l) => ({
        lineNo: l.lineNo,
        partNo: l.partNo,
        partName: l.partName,
        qty: l.qty,
        total: Number(l.total),
      }));
    return { ...o, total: own.reduce((s, l) => s + l.total, 0), lines: own };
  });
  return { vin, orders: result, totalAmount: result.reduce((s, o) => s + o.total, 0) };
};

/** The twelve months ending with `toMonth` (YYYYMM), oldest first. */
export const lastTwelveMonths = (toMonth: string): string[] => {
  const y = Number(toMonth.slice(0, 4));
  const m = Number(toMonth.slice(4, 6));
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 12 + i, 1));
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
};

/** OrderSeasonList: sold quantity per part kind and month over the last year (a season's months only). */
export const seasonDemand = async (
  db: DbOrTx,
  q: { type: SeasonType; toMonth: string },
): Promise<SeasonDemand> => {
  const months = lastTwelveMonths(q.toMonth).filter((m) =>
    SEASON_MONTHS[q.type].includes(Number(m.slice(4, 6))),
  );
  if (months.length === 0) return { months, rows: [] };
  const rows = await queryRows<{ kindCode: string; kindName: string; month: string; qty: string }>(
    db,
    sql`select coalesce(p.kind_code, '-') as "kindCode", coalesce(min(k.name), '분류 없음') as "kindName",
               to_char(o.order_date, 'YYYYMM') as month, sum(n.qty) as qty
        from sales_orders o
        join (${NET_LINES}) n on n.order_id = o.id
        join parts p on p.id = n.part_id
        left join part_kinds k on k.code = p.kind_code
        where o.fixed_at is not null
          and to_char(o.order_date, 'YYYYMM') in (${sql.join(months, sql`, `)})
        group by 1, 3`,
  );
  const byKind = new Map<string, { kindCode: string; kindName: string; byMonth: number[]; total: number }>();
  for (const r of rows) {
    const entry = byKind.get(r.kindCode) ?? {
      kindCode: r.kindCode,
      kindName: r.kindName,
      byMonth: months.map(() => 0),
      total: 0,
    };
    entry.byMonth[months.indexOf(r.month)] = Number(r.qty);
    entry.total += Number(r.qty);
    byKind.set(r.kindCode, entry);
  }
  return { months, rows: [...byKind.values()].sort((a, b) => b.total - a.total).slice(0, 50) };
};
