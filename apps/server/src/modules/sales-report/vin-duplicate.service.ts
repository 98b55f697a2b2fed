import {
  type ListFilter,
  type ListPage,
  type ListQuery,
  VIN_DUPLICATE_SPEC,
  type VinDuplicateRow,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { combine, type ListColumns, listFilterConditions } from '../../platform/list/list-query.sql.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { daysAgoYmd, hasFilterOn } from './order-report.query.js';

type Field = keyof typeof VIN_DUPLICATE_SPEC.fields;
// Only the filterable fields are looked up; the sort is on the grouped columns below.
const COLUMNS: ListColumns<Field> = {
  orderDate: salesOrders.orderDate,
  vin: salesOrders.vin,
  orderCount: sql`count(distinct ${salesOrders.id})`,
  lastDate: sql`max(${salesOrders.orderDate})`,
};
const SORT_SQL: Record<Field, string> = {
  orderDate: 'last_date',
  vin: 'vin',
  orderCount: 'order_count',
  lastDate: 'last_date',
};

/**
 * orderVinDuplicateList: one car (VIN) in two or more live orders of the period — by default the
 * same part for the same car, which is how a part gets sent twice. Orders fully cancelled and
 * lines fully cancelled do not count. Without a date filter the period is the last 90 days.
 */
export const vinDuplicates = async (
  db: DbOrTx,
  query: ListQuery & { samePart: boolean },
): Promise<ListPage<VinDuplicateRow>> => {
  const filters: ListFilter[] = query.filters;
  const where = combine([
    ...listFilterConditions(VIN_DUPLICATE_SPEC, COLUMNS, filters),
    hasFilterOn(filters, 'orderDate') ? undefined : sql`${salesOrders.orderDate} >= ${daysAgoYmd(90)}::date`,
    sql`${salesOrders.vin} is not null`,
    sql`${salesOrders.status} <> 'cancelled'`,
    sql`l.qty > l.cancelled_qty`,
  ]);
  const group: SQL = query.samePart ? sql`${salesOrders.vin}, l.part_code` : sql`${salesOrders.vin}`;
  const grouped = sql`select ${salesOrders.vin} as vin,
      ${query.samePart ? sql`l.part_code` : sql`null::text`} as part_code,
      ${query.samePart ? sql`max(l.part_name)` : sql`null::text`} as part_name,
      count(distinct ${salesOrders.id})::int as order_count,
      min(${salesOrders.orderDate})::text as first_date, max(${salesOrders.orderDate})::text as last_date,
      array_agg(distinct ${salesOrders.code}) as order_codes,
      array_agg(distinct c.name) as customer_names,
      sum(l.qty - l.cancelled_qty)::int as qty
    from ${salesOrders}
    join sales_order_lines l on l.order_id = ${salesOrders.id}
    join customers c on c.id = ${salesOrders.customerId}
    ${where ? sql`where ${where}` : sql``}
    group by ${group}
    having count(distinct ${salesOrders.id}) >= 2`;
  const order = sql.raw(
    [...query.sort.map((s) => `${SORT_SQL[s.field as Field]} ${s.dir}`), 'vin asc', 'part_code asc'].join(
      ', ',
    ),
  );
  const rows = await queryRows<{
    vin: string;
    part_code: string | null;
    part_name: string | null;
    order_count: number;
    first_date: string;
    last_date: string;
    order_codes: string[];
    customer_names: string[];
    qty: number;
  }>(
    db,
    sql`select * from (${grouped}) g order by ${order} limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${grouped}) g`);
  return {
    rows: rows.map((r) => ({
      vin: r.vin,
      partCode: r.part_code,
      partName: r.part_name,
      orderCount: Number(r.order_count),
      firstDate: r.first_date.replaceAll('-', ''),
      lastDate: r.last_date.replaceAll('-', ''),
      orderCodes: r.order_codes,
      customerNames: r.customer_names,
      qty: Number(r.qty),
    })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: query.page,
    size: query.size,
  };
};
