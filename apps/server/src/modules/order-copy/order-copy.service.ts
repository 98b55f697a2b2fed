import {
  discountedPrice,
  type OrderCopyInput,
  type OrderCopyLine,
  type OrderCopyPreview,
  type OrderView,
  type PriceBasis,
  withParticle,
} from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { discountByKind } from '../customer/category-price.service.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { rankDiscountByKind } from '../rank/rank-settings.service.js';
import { lastPricesFor } from '../sales-order/order-candidate.service.js';
import { createOrder } from '../sales-order/sales-order.service.js';
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';

// A copy (ObtainCopyMemo, ObtainCopyRegister) orders an old order's parts again: the quantities
// still sold (less cancels and returns), at the price the chosen customer gets today, as the
// order screen would suggest it (its last price, else its category or rank price, else the sale
// price). Every such price is one the order service accepts without a typed reason.

const customerOf = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select({ id: customers.id, code: customers.code, name: customers.name })
    .from(customers)
    .where(eq(customers.code, code));
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`, { field: 'customerCode' });
  return row;
};

const sourceOf = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select({
      id: salesOrders.id,
      code: salesOrders.code,
      vin: salesOrders.vin,
      customerCode: customers.code,
      customerName: customers.name,
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(salesOrders.code, code));
  if (!row) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row;
};

/** The source order's lines priced for the customer today. */
export const previewCopy = async (
  db: DbOrTx,
  input: { sourceCode: string; customerCode?: string | undefined },
): Promise<OrderCopyPreview> => {
  const source = await sourceOf(db, input.sourceCode);
  const customer = await customerOf(db, input.customerCode ?? source.customerCode);
  const lines = await db
    .select({ line: salesOrderLines, part: parts })
    .from(salesOrderLines)
    .innerJoin(parts, eq(parts.id, salesOrderLines.partId))
    .where(eq(salesOrderLines.orderId, source.id))
    .orderBy(asc(salesOrderLines.lineNo));
  const partIds = [...new Set(lines.map((l) => l.part.id))];
  const kindCodes = [...new Set(lines.map((l) => l.part.kindCode).filter((k): k is string => Boolean(k)))];
  const last = await lastPricesFor(db, customer.id, partIds);
  const category = await discountByKind(db, customer.id, kindCodes);
  const rank = await rankDiscountByKind(db, customer.id, kindCodes);
  const priced = (part: typeof parts.$inferSelect): { unitPrice: number; priceBasis: PriceBasis } => {
    const lastPrice = last.get(part.id);
    if (lastPrice) return { unitPrice: lastPrice.unitPrice, priceBasis: 'last' };
    const bp = part.kindCode ? category.get(part.kindCode) : undefined;
    const rankBp = part.kindCode ? rank.get(part.kindCode) : undefined;
    const options: { unitPrice: number; priceBasis: PriceBasis }[] = [
      ...(bp === undefined
        ? []
        : [{ unitPrice: discountedPrice(part.salePrice, bp), priceBasis: 'category' as const }]),
      ...(rankBp === undefined
        ? []
        : [{ unitPrice: discountedPrice(part.salePrice, rankBp), priceBasis: 'rank' as const }]),
    ];
    if (options.length === 0) return { unitPrice: part.salePrice, priceBasis: 'sale' };
    return options.reduce((low, o) => (o.unitPrice < low.unitPrice ? o : low));
  };
  return {
    sourceCode: source.code,
    sourceCustomerCode: source.customerCode,
    sourceCustomerName: source.customerName,
    sourceVin: source.vin,
    customerCode: customer.code,
    customerName: customer.name,
    lines: lines.map(
      ({ line, part }): OrderCopyLine => ({
        lineNo: line.lineNo,
        partCode: part.code,
        partNo: part.partNo,
        partName: line.partName,
        qty: line.qty - line.cancelledQty - line.returnedQty,
        oldUnitPrice: line.unitPrice,
        ...priced(part),
        blocked: !part.active
          ? '사용하지 않는 품목입니다.'
          : part.isSet
            ? '세트 품목은 구성품으로 나누어 주문하세요.'
            : null,
      }),
    ),
  };
};

/** A new draft order from the source's lines (all copyable ones, or those chosen, with their quantities). */
export const copyOrder = async (db: Db, input: OrderCopyInput, actor: AuditActor): Promise<OrderView> => {
  const preview = await previewCopy(db, input);
  const chosen = new Map(input.lines.map((l) => [l.lineNo, l.qty]));
  for (const lineNo of chosen.keys())
    if (!preview.lines.some((l) => l.lineNo === lineNo))
      throw new AppError('E0422', `복사할 품목: 원 주문에 없는 줄 번호입니다 (${lineNo}).`, {
        field: 'lines',
      });
  const lines = preview.lines
    .filter((l) => (chosen.size > 0 ? chosen.has(l.lineNo) : l.qty > 0 && l.blocked === null))
    .map((l) => {
      if (l.blocked)
        throw new AppError('E0422', `복사할 품목 ${l.lineNo}번째 줄: ${l.blocked} (${l.partCode})`, {
          field: 'lines',
        });
      return { partCode: l.partCode, qty: chosen.get(l.lineNo) ?? l.qty, unitPrice: l.unitPrice };
    });
  if (lines.length === 0)
    throw new AppError(
      'E0422',
      '복사할 품목: 복사할 수 있는 줄이 없습니다 (모두 취소·반품되었거나 쓰지 않는 품목).',
      {
        field: 'lines',
      },
    );
  return createOrder(
    db,
    {
      customerCode: preview.customerCode,
      memoCode: input.memoCode ?? undefined,
      vin: input.vin || undefined,
      warehouseCode: input.warehouseCode,
      memo: `주문 ${preview.sourceCode} 복사`,
      lines,
    },
    actor,
  );
};
