import {
  type DiscountProdRow,
  discountedPrice,
  type LastPrice,
  listQuerySchema,
  type OrderCandidate,
  PART_LIST_SPEC,
  withParticle,
} from '@erp/domain';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { discountByKind } from '../customer/category-price.service.js';
import { customers } from '../customer/customer.table.js';
import { listParts } from '../part/part-search.service.js';
import { rankDiscountByKind } from '../rank/rank-settings.service.js';
import { stockOf } from '../stock/stock.service.js';
import { salesOrderLines, salesOrders } from './sales-order.table.js';

export type { DiscountProdRow, LastPrice, OrderCandidate };

/** The last fixed price per part for one customer. */
export const lastPricesFor = async (
  db: DbOrTx,
  customerId: number,
  partIds: readonly number[],
): Promise<Map<number, LastPrice>> => {
  if (partIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([salesOrderLines.partId], {
      partId: salesOrderLines.partId,
      partCode: salesOrderLines.partCode,
      unitPrice: salesOrderLines.unitPrice,
      orderCode: salesOrders.code,
      orderedAt: salesOrders.fixedAt,
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .where(
      and(
        eq(salesOrders.customerId, customerId),
        inArray(salesOrders.status, ['fixed', 'cancelled']),
        // Sold once (a cancelled order was fixed before); a discarded draft was never a price paid.
        isNotNull(salesOrders.fixedAt),
        inArray(salesOrderLines.partId, [...partIds]),
      ),
    )
    .orderBy(salesOrderLines.partId, desc(salesOrders.fixedAt), desc(salesOrders.id));
  return new Map(
    rows.map((r) => [
      r.partId,
      {
        partCode: r.partCode,
        unitPrice: r.unitPrice,
        orderCode: r.orderCode,
        orderedAt: r.orderedAt?.toISOString() ?? '',
      },
    ]),
  );
};

const parseQuery = listQuerySchema(PART_LIST_SPEC);

/**
 * The order screen's candidate list for what the clerk typed (part-number prefix, barcode or
 * name): active parts with stock per warehouse and this customer's last price.
 */
export const orderCandidates = async (
  db: Db,
  input: { customerCode: string; keyword: string; size: number },
): Promise<OrderCandidate[]> => {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.code, input.customerCode));
  if (!customer) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`);
  const page = await listParts(
    db,
    parseQuery.parse({
      keyword: input.keyword,
      size: input.size,
      filters: [{ field: 'active', op: 'eq', value: true }],
    }),
  );
  const ids = page.rows.map((p) => p.id);
  const stock = await stockOf(db, ids);
  const last = await lastPricesFor(db, customer.id, ids);
  const kindCodes = page.rows.map((p) => p.kindCode).filter((k): k is string => Boolean(k));
  const discounts = await discountByKind(db, customer.id, kindCodes);
  const rankDiscounts = await rankDiscountByKind(db, customer.id, kindCodes);
  return page.rows.map((p) => {
    const discount = p.kindCode ? discounts.get(p.kindCode) : undefined;
    const categoryPrice = discount === undefined ? null : discountedPrice(p.salePrice, discount);
    const rankBp = p.kindCode ? rankDiscounts.get(p.kindCode) : undefined;
    const rankPrice = rankBp === undefined ? null : discountedPrice(p.salePrice, rankBp);
    const lastPrice = last.get(p.id) ?? null;
    const agreed = [categoryPrice, rankPrice].filter((v): v is number => v !== null);
    return {
      ...p,
      stock: stock
        .filter((s) => s.partId === p.id)
        .map((s) => ({ warehouseCode: s.warehouseCode, qty: s.qty })),
      lastPrice,
      categoryPrice,
      rankPrice,
      suggestedPrice: lastPrice?.unitPrice ?? (agreed.length > 0 ? Math.min(...agreed) : p.salePrice),
    };
  });
};

type DiscountProdSql = {
  part_id: number;
  part_code: string;
  part_no: string;
  name: string;
  car_model: string;
  norm: string | null;
  kind_code: string | null;
  kind_name: string | null;
  active: boolean;
  sale_price: number | string;
  last_price: number | string;
  last_order_code: string;
  last_ordered_at: Date | string;
  order_count: number | string;
  qty: number | string;
  total_count: number | string;
};

/**
 * CustomerDiscountProds/:customerCode: every part the customer has bought (fixed orders), with
 * the last price it paid, the sale price now and the category price its discount gives — the
 * same figures the order screen offers — most recently bought first, paged on the server.
 */
export const customerDiscountProds = async (
  db: DbOrTx,
  query: { customerCode: string; keyword?: string | undefined; page: number; size: number },
): Promise<{ customerCode: string; customerName: string; rows: DiscountProdRow[]; total: number }> => {
  const [customer] = await db
    .select({ id: customers.id, code: customers.code, name: customers.name })
    .from(customers)
    .where(eq(customers.code, query.customerCode));
  if (!customer)
    throw new AppError('E2001', `거래처 ${withParticle(query.customerCode, '을/를')} 찾을 수 없습니다.`);
  const keyword = query.keyword?.trim();
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await queryRows<DiscountProdSql>(
    db,
    sql`with bought as (
          select l.part_id,
                 count(distinct o.id)::int as order_count,
                 sum(l.qty - l.cancelled_qty)::int as qty,
                 (array_agg(l.unit_price order by o.fixed_at desc, o.id desc))[1] as last_price,
                 (array_agg(o.code order by o.fixed_at desc, o.id desc))[1] as last_order_code,
                 max(o.fixed_at) as last_ordered_at
            from sales_order_lines l
            join sales_orders o on o.id = l.order_id
           where o.customer_id = ${customer.id} and o.status in ('fixed', 'cancelled')
           group by l.part_id)
        select p.id as part_id, p.code as part_code, p.part_no, p.name, p.car_model, p.norm, p.kind_code,
               k.name as kind_name, p.active, p.sale_price, b.last_price, b.last_order_code,
               b.last_ordered_at, b.order_count, b.qty, count(*) over ()::int as total_count
          from bought b
          join parts p on p.id = b.part_id
          left join part_kinds k on k.code = p.kind_code
         where ${like === null ? sql`true` : sql`(p.part_no like ${like} or p.name like ${like} or p.code = ${keyword ?? ''})`}
         order by b.last_ordered_at desc, p.id
         limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const discounts = await discountByKind(
    db,
    customer.id,
    rows.map((r) => r.kind_code).filter((k): k is string => Boolean(k)),
  );
  return {
    customerCode: customer.code,
    customerName: customer.name,
    total: Number(rows[0]?.total_count ?? 0),
    rows: rows.map((r) => {
      const salePrice = Number(r.sale_price);
      const bp = r.kind_code ? discounts.get(r.kind_code) : undefined;
      const categoryPrice = bp === undefined ? null : discountedPrice(salePrice, bp);
      const lastPrice = Number(r.last_price);
      return {
        partCode: r.part_code,
        partNo: r.part_no,
        name: r.car_model ? `${r.name} ${r.car_model}` : r.name,
        norm: r.norm,
        kindCode: r.kind_code,
        kindName: r.kind_name,
        active: r.active,
        salePrice,
        categoryPrice,
        discountBp: bp ?? null,
        lastPrice,
        lastOrderCode: r.last_order_code,
        lastOrderedAt: (r.last_ordered_at instanceof Date
          ? r.last_ordered_at
          : new Date(r.last_ordered_at)
        ).toISOString(),
        orderCount: Number(r.order_count),
        qty: Number(r.qty),
        suggestedPrice: lastPrice,
      };
    }),
  };
};
