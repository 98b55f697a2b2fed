import {
  CUSTOMER_ORDER_HISTORY_SPEC,
  type CustomerHead,
  type CustomerHistoryPage,
  type CustomerProfitPage,
  type ListQuery,
  ORDER_REPORT_SPEC,
  type OrderStatus,
  withParticle,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  combine,
  listColumnsOf,
  listFilterConditions,
  listOrderBy,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { REPORT_COLUMNS } from './order-report.query.js';
import { UNIT_COST_SQL } from './order-report.service.js';

/** A line's amount still sold (qty less cancelled), VAT as its order prices it (priceLine in SQL). */
const NET_AMOUNT_SQL = sql`((l.qty - l.cancelled_qty)::bigint * l.unit_price)`;
const NET_TOTAL_SQL = sql`(case when ${salesOrders.vatIncluded} then ${NET_AMOUNT_SQL} else ${NET_AMOUNT_SQL} + ${NET_AMOUNT_SQL} / 10 end)`;
const NET_SUPPLY_SQL = sql`(case when ${salesOrders.vatIncluded} then ${NET_AMOUNT_SQL} - ${NET_AMOUNT_SQL} / 11 else ${NET_AMOUNT_SQL} end)`;

const customerOf = async (db: DbOrTx, code: string): Promise<CustomerHead & { id: number }> => {
  const [c] = await db
    .select({
      id: customers.id,
      code: customers.code,
      name: customers.name,
      customerType: customers.customerType,
      vatIncluded: customers.vatIncluded,
    })
    .from(customers)
    .where(eq(customers.code, code.toUpperCase()));
  if (!c) throw new AppError('E2001', `거래처 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return c;
};

const HISTORY_COLUMNS = listColumnsOf(CUSTOMER_ORDER_HISTORY_SPEC, {
  orderDate: salesOrders.orderDate,
  orderCode: salesOrders.code,
  partNo: sql`l.part_no`,
  partName: sql`l.part_name`,
  status: salesOrders.status,
  carNumber: salesOrders.carNumber,
  total: sql`l.total`,
});

/** CustomerOrderHistory/:custcode: every order line of one customer, newest order first. */
export const customerOrderHistory = async (
  db: DbOrTx,
  query: ListQuery & { customerCode: string },
): Promise<CustomerHistoryPage> => {
  const { id, ...customer } = await customerOf(db, query.customerCode);
  const where = combine([
    sql`${salesOrders.customerId} = ${id}`,
    ...listFilterConditions(CUSTOMER_ORDER_HISTORY_SPEC, HISTORY_COLUMNS, query.filters),
  ]);
  const from = sql`from ${salesOrders} join sales_order_lines l on l.order_id = ${salesOrders.id} where ${where}`;
  const rows = await queryRows<{
    order_code: string;
    order_date: string;
    status: OrderStatus;
    car_number: string | null;
    vin: string | null;
    line_no: number;
    part_code: string;
    part_no: string;
    part_name: string;
    qty: number;
    cancelled_qty: number;
    unit_price: string;
    price_reason: string | null;
    total: string;
  }>(
    db,
    sql`select ${salesOrders.code} as order_code, ${salesOrders.orderDate}::text as order_date,
          ${salesOrders.status} as status, ${salesOrders.carNumber} as car_number, ${salesOrders.vin} as vin,
          l.line_no, l.part_code, l.part_no, l.part_name, l.qty, l.cancelled_qty, l.unit_price, l.price_reason, l.total
        ${from}
        order by ${sql.join(listOrderBy(HISTORY_COLUMNS, query.sort, salesOrders.id), sql`, `)}, l.line_no
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  // Sums of what is still sold (fixed orders, less checked cancels), on the whole filter.
  const [agg] = await queryRows<{ n: number; qty: number; total: string }>(
    db,
    sql`select count(*)::int as n,
          coalesce(sum(l.qty - l.cancelled_qty) filter (where ${salesOrders.status} = 'fixed'), 0)::int as qty,
          coalesce(sum(${NET_TOTAL_SQL}) filter (where ${salesOrders.status} = 'fixed'), 0)::text as total
        ${from}`,
  );
  return {
    customer,
    rows: rows.map((r) => ({
      orderCode: r.order_code,
      orderDate: r.order_date.replaceAll('-', ''),
      status: r.status,
      carNumber: r.car_number,
      vin: r.vin,
      lineNo: r.line_no,
      partCode: r.part_code,
      partNo: r.part_no,
      partName: r.part_name,
      qty: r.qty,
      cancelledQty: r.cancelled_qty,
      unitPrice: Number(r.unit_price),
      priceReason: r.price_reason,
      total: Number(r.total),
    })),
    total: Number(agg?.n ?? 0),
    totalCapped: false,
    sum: { qty: Number(agg?.qty ?? 0), total: Number(agg?.total ?? 0) },
    page: query.page,
    size: query.size,
  };
};

const PROFIT_LATERAL = sql`left join lateral (
    select coalesce(sum(${NET_SUPPLY_SQL}), 0)::bigint as supply,
      coalesce(round(sum((l.qty - l.cancelled_qty) * ${UNIT_COST_SQL})), 0)::bigint as cost,
      (count(*) filter (where ${UNIT_COST_SQL} is null and l.qty > l.cancelled_qty))::int as unknown
    from sales_order_lines l join parts p on p.id = l.part_id where l.order_id = ${salesOrders.id}
  ) m on true`;

/**
 * CustomerOrderProfitInfo/:custcode: margin per fixed order = supply still sold − unit cost
 * before VAT × units still sold. The unit cost is the moving average the stock left at (recorded
 * on the line's sale-out moves); for orders fixed before costs were kept, the purchase price the
 * part master had when the line was priced (kept on the line), else the master's current one;
 * lines with none are counted apart. Drafts are not sales; fully cancelled orders have nothing left to earn.
 */
export const customerOrderProfit = async (
  db: DbOrTx,
  query: ListQuery & { customerCode: string },
): Promise<CustomerProfitPage> => {
  const { id, ...customer } = await customerOf(db, query.customerCode);
  const where = combine([
    sql`${salesOrders.customerId} = ${id}`,
    sql`${salesOrders.status} = 'fixed'`,
    ...listFilterConditions(ORDER_REPORT_SPEC, REPORT_COLUMNS, query.filters),
  ]);
  const from = sql`from ${salesOrders} join ${customers} on ${customers.id} = ${salesOrders.customerId} ${PROFIT_LATERAL} where ${where}`;
  const rows = await queryRows<{
    code: string;
    order_date: string;
    car_number: string | null;
    supply: string;
    cost: string;
    unknown: number;
  }>(
    db,
    sql`select ${salesOrders.code} as code, ${salesOrders.orderDate}::text as order_date,
          ${salesOrders.carNumber} as car_number, m.supply, m.cost, m.unknown
        ${from}
        order by ${sql.join(listOrderBy(REPORT_COLUMNS, query.sort, salesOrders.id), sql`, `)}
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const [agg] = await queryRows<{ n: number; supply: string; cost: string; unknown: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(m.supply), 0)::text as supply, coalesce(sum(m.cost), 0)::text as cost,
          coalesce(sum(m.unknown), 0)::int as unknown ${from}`,
  );
  const bp = (margin: number, supply: number) =>
    supply === 0 ? null : Math.round((margin * 10_000) / supply);
  const supply = Number(agg?.supply ?? 0);
  const cost = Number(agg?.cost ?? 0);
  return {
    customer,
    rows: rows.map((r) => {
      const s = Number(r.supply);
      const c = Number(r.cost);
      return {
        code: r.code,
        orderDate: r.order_date.replaceAll('-', ''),
        carNumber: r.car_number,
        supply: s,
        cost: c,
        margin: s - c,
        marginBp: bp(s - c, s),
        unknownCostLines: Number(r.unknown),
      };
    }),
    total: Number(agg?.n ?? 0),
    totalCapped: false,
    sum: {
      supply,
      cost,
      margin: supply - cost,
      marginBp: bp(supply - cost, supply),
      unknownCostLines: Number(agg?.unknown ?? 0),
    },
    page: query.page,
    size: query.size,
  };
};
