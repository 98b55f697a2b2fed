import { discountedPrice, listQuerySchema, PART_LIST_SPEC, type PartListRow } from '@erp/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { discountByKind } from '../customer/category-price.service.js';
import { customers } from '../customer/customer.table.js';
import { listParts } from '../part/part-search.service.js';
import { stockOf } from '../stock/stock.service.js';
import { salesOrderLines, salesOrders } from './sales-order.table.js';

export type LastPrice = { partCode: string; unitPrice: number; orderCode: string; orderedAt: string };

export type OrderCandidate = PartListRow & {
  stock: { warehouseCode: string; qty: number }[];
  /** What this customer paid last time (CustomerDiscountProds), if it bought the part before. */
  lastPrice: LastPrice | null;
  /** The sale price after this customer's discount for the part's kind, if it has one. */
  categoryPrice: number | null;
  /** What the order screen fills in: the last price, else the category price, else the sale price. */
  suggestedPrice: number;
};

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
  const discounts = await discountByKind(
    db,
    customer.id,
    page.rows.map((p) => p.kindCode).filter((k): k is string => Boolean(k)),
  );
  return page.rows.map((p) => {
    const discount = p.kindCode ? discounts.get(p.kindCode) : undefined;
    const categoryPrice = discount === undefined ? null : discountedPrice(p.salePrice, discount);
    const lastPrice = last.get(p.id) ?? null;
    return {
      ...p,
      stock: stock
        .filter((s) => s.partId === p.id)
        .map((s) => ({ warehouseCode: s.warehouseCode, qty: s.qty })),
      lastPrice,
      categoryPrice,
      suggestedPrice: lastPrice?.unitPrice ?? categoryPrice ?? p.salePrice,
    };
  });
};
