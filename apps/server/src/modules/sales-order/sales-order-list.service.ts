import type { OrderStatus, OrderSummary } from '@erp/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowScope, type SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { customers } from '../customer/customer.table.js';
import { cancelledMoneySql, PENDING_CANCEL } from './order-cancel.sql.js';
import { salesOrders } from './sales-order.table.js';

const ymdOf = (isoDate: string): string => isoDate.replaceAll('-', '');

/** ObtainList: orders of a period of order days, newest first, optionally one customer's or one status. */
export const listOrders = async (
  db: DbOrTx,
  query: {
    fromDate?: string | undefined;
    toDate?: string | undefined;
    customerCode?: string | undefined;
    status?: OrderStatus | undefined;
    page: number;
    size: number;
  },
  user: SessionUser,
): Promise<{ rows: OrderSummary[]; total: number }> => {
  const where = and(
    // By order day (KST): the registration day, or the day a date change moved the order to.
    query.fromDate ? sql`${salesOrders.orderDate} >= ${query.fromDate}::date` : undefined,
    query.toDate ? sql`${salesOrders.orderDate} <= ${query.toDate}::date` : undefined,
    query.customerCode ? eq(customers.code, query.customerCode) : undefined,
    query.status ? eq(salesOrders.status, query.status) : undefined,
    rowScope(user, { customerCode: customers.code }),
  );
  const rows = await db
    .select({
      order: salesOrders,
      customerCode: customers.code,
      customerName: customers.name,
      lineCount: sql<number>`(select count(*)::int from sales_order_lines l where l.order_id = ${salesOrders.id})`,
      warehouseName: sql<string>`coalesce((select w.name from warehouses w where w.code = ${salesOrders.warehouseCode}), ${salesOrders.warehouseCode})`,
      cancelledTotal: sql<number>`${cancelledMoneySql('amount')}`,
      cancelPending: sql<boolean>`${PENDING_CANCEL}`,
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(where)
    .orderBy(desc(salesOrders.orderDate), desc(salesOrders.createdAt), desc(salesOrders.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      code: r.order.code,
      status: r.order.status as OrderStatus,
      customerCode: r.customerCode,
      customerName: r.customerName,
      vin: r.order.vin,
      carNumber: r.order.carNumber,
      warehouseCode: r.order.warehouseCode,
      vatIncluded: r.order.vatIncluded,
      supply: r.order.supply,
      tax: r.order.tax,
      total: r.order.total,
      memo: r.order.memo,
      memoCode: null,
      createdBy: r.order.createdBy,
      createdAt: r.order.createdAt.toISOString(),
      fixedBy: r.order.fixedBy,
      fixedAt: r.order.fixedAt?.toISOString() ?? null,
      version: r.order.version,
      orderDate: ymdOf(r.order.orderDate),
      reservationDate: r.order.reservationDate ? ymdOf(r.order.reservationDate) : null,
      reservationTime: r.order.reservationTime,
      lineCount: Number(r.lineCount),
      warehouseName: r.warehouseName,
      cancelledTotal: Number(r.cancelledTotal),
      // A fully cancelled order keeps its total on record but sells nothing.
      netTotal: r.order.status === 'cancelled' ? 0 : r.order.total - Number(r.cancelledTotal),
      cancelPending: Boolean(r.cancelPending),
    })),
    total: Number(count?.n ?? 0),
  };
};
