import type { ClientOrderDetail, ClientOrderRow, OrderStatus } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../platform/auth/account.table.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { customers } from '../customer/customer.table.js';
import { deliveries } from '../delivery/delivery.table.js';
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';
import { clientCars, clientOrders, clientProfiles } from './client-portal.table.js';

// The one read of client orders: the client's own list and detail, and the staff lists. The
// waybill is the order's delivery's (module delivery: deliveries.waybill_no).

type OrderSql = {
  code: string;
  order_code: string;
  login_id: string;
  client_name: string;
  shop_code: string;
  shop_name: string;
  vin: string | null;
  car_no: string | null;
  status: OrderStatus;
  total: string | number;
  supply: string | number;
  tax: string | number;
  line_count: number;
  first_item: string | null;
  waybill_no: string | null;
  delivery_status: string | null;
  memo: string | null;
  created_at: Date | string;
  fixed_at: Date | string | null;
  total_count?: number;
};

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

const toRow = (r: OrderSql): ClientOrderRow => ({
  code: r.code,
  orderCode: r.order_code,
  loginId: r.login_id,
  clientName: r.client_name,
  shopCode: r.shop_code,
  shopName: r.shop_name,
  vin: r.vin,
  carNo: r.car_no,
  status: r.status,
  total: Number(r.total),
  lineCount: Number(r.line_count),
  firstItem: r.first_item,
  waybillNo: r.waybill_no,
  memo: r.memo,
  createdAt: iso(r.created_at)!,
  fixedAt: iso(r.fixed_at),
});

const selectOrders = (where: SQL, tail: SQL) => sql`
  select co.code, o.code as order_code, a.login_id, a.name as client_name, p.shop_code, c.name as shop_name,
         car.vin, car.car_no, o.status, o.total, o.supply, o.tax, co.memo, co.created_at, o.fixed_at,
         (select count(*)::int from ${salesOrderLines} l where l.order_id = o.id) as line_count,
         (select l.part_name from ${salesOrderLines} l where l.order_id = o.id order by l.line_no limit 1) as first_item,
         d.waybill_no, d.status as delivery_status,
         count(*) over ()::int as total_count
  from ${clientOrders} co
  join ${salesOrders} o on o.id = co.order_id
  join ${accounts} a on a.id = co.account_id
  join ${clientProfiles} p on p.account_id = co.account_id
  join ${customers} c on c.code = p.shop_code
  join ${clientCars} car on car.id = co.car_id
  left join ${deliveries} d on d.order_id = o.id and d.kind = 'delivery'
  where ${where}
  ${tail}`;

export const pagedClientOrders = async (
  db: DbOrTx,
  where: SQL,
  page: number,
  size: number,
): Promise<{ rows: ClientOrderRow[]; total: number; totalCapped: boolean; page: number; size: number }> => {
  const rows = await queryRows<OrderSql>(
    db,
    selectOrders(
      where,
      sql`order by co.created_at desc, co.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
  );
  return { rows: rows.map(toRow), total: rows[0]?.total_count ?? 0, totalCapped: false, page, size };
};

/** One order; `scope` narrows it to the caller's own (a client), so another's is "not found". */
export const clientOrderDetail = async (
  db: DbOrTx,
  code: string,
  scope: SQL,
): Promise<ClientOrderDetail | null> => {
  const [row] = await queryRows<OrderSql>(
    db,
    selectOrders(sql`co.code = ${code.toUpperCase()} and ${scope}`, sql``),
  );
  if (!row) return null;
  const lines = await queryRows<{
    line_no: number;
    part_code: string;
    part_no: string;
    part_name: string;
    qty: number;
    cancelled_qty: number;
    unit_price: string | number;
    total: string | number;
  }>(
    db,
    sql`select l.line_no, l.part_code, l.part_no, l.part_name, l.qty, l.cancelled_qty, l.unit_price, l.total
        from ${salesOrderLines} l join ${salesOrders} o on o.id = l.order_id
        where o.code = ${row.order_code} order by l.line_no`,
  );
  return {
    ...toRow(row),
    supply: Number(row.supply),
    tax: Number(row.tax),
    deliveryStatus: row.delivery_status,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      partCode: l.part_code,
      partNo: l.part_no,
      name: l.part_name,
      qty: l.qty,
      unitPrice: Number(l.unit_price),
      amount: Number(l.total),
    })),
  };
};
