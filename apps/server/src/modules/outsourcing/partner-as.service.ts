import { type PartnerAsRow, type PartnerSaleQuery, partnerSaleQuerySchema } from '@erp/domain';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import {
  combine,
  countCapped,
  escapeLike,
  kstDayRange,
  pageWindow,
} from '../../platform/list/list-query.sql.js';
import { orderReturns } from '../order-return/order-return.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { outsourcingPartners } from './outsourcing.table.js';

// The partner's after-sales list (AsList): the returns head office records against the orders of
// the partner's customer (defects, exchanges, plain returns) and what each credited. Read only:
// head office requests, checks and examines returns on its own screens.

const FROM = sql`order_returns join sales_orders on sales_orders.id = order_returns.order_id`;

export const listPartnerAs = async (
  db: DbOrTx,
  user: SessionUser,
  query: PartnerSaleQuery,
): Promise<{ rows: PartnerAsRow[]; total: number }> => {
  const q = partnerSaleQuerySchema.parse(query);
  const [link] = await db
    .select({ customerId: outsourcingPartners.customerId })
    .from(outsourcingPartners)
    .where(eq(outsourcingPartners.partnerCode, user.partnerCode ?? '-'));
  if (!link) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [eq(orderReturns.customerId, link.customerId)];
  if (q.search) {
    const like = `%${escapeLike(q.search.toUpperCase())}%`;
    conditions.push(
      sql`(order_returns.code like ${like} or sales_orders.code like ${like} or upper(order_returns.reason) like ${like})`,
    );
  }
  if (q.fromYmd || q.toYmd)
    conditions.push(kstDayRange(orderReturns.requestedAt, q.fromYmd ?? '20000101', q.toYmd ?? '29991231'));
  const where = combine(conditions);
  const { limit, offset } = pageWindow(q);
  const [{ total }, rows] = await Promise.all([
    countCapped(db, FROM, where),
    db
      .select({
        r: orderReturns,
        orderCode: salesOrders.code,
        units: sql<number>`(select coalesce(sum(l.qty), 0)::int from order_return_lines l where l.return_id = ${orderReturns.id})`,
        credit: sql<
          number | null
        >`(select sum(l.total)::bigint from order_return_lines l where l.return_id = ${orderReturns.id})`,
      })
      .from(orderReturns)
      .innerJoin(salesOrders, eq(salesOrders.id, orderReturns.orderId))
      .where(where)
      .orderBy(desc(orderReturns.id))
      .limit(limit)
      .offset(offset),
  ]);
  return {
    total,
    rows: rows.map(({ r, orderCode, units, credit }) => ({
      returnCode: r.code,
      requestedAt: r.requestedAt.toISOString(),
      kind: r.kind,
      status: r.status,
      orderCode,
      reason: r.reason,
      units: Number(units),
      credit: credit === null ? null : Number(credit),
      examinedAt: r.examinedAt?.toISOString() ?? null,
    })),
  };
};
