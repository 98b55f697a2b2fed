import { type ArrivalDraft, type ArrivalDraftInput, overOrderedProblem, withParticle } from '@erp/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { parts } from '../part/part.table.js';
import { createPurchase } from '../purchase/purchase.service.js';
import { purchaseLines } from '../purchase/purchase.table.js';
import { suppliers } from '../supplier/supplier.table.js';
import { RECEIVED_OF_LINE } from './purchase-order.query.js';
import { purchaseOrderLines, purchaseOrders } from './purchase-order.table.js';

// Receiving against orders (입고): an arrival is a draft purchase whose lines link the order lines
// they receive; the examination (helper B's screen) counts the goods and fixes it. What an order
// line still allows is checked again when it is posted (assertWithinOrdered), under a lock of the
// order lines, so two arrivals of one order can never bring in more than was ordered.

/**
 * An arrival draft of everything still to come of `orderCodes` (saved orders of ONE supplier), at
 * the order prices, into the orders' warehouse unless another is named. Refused for a mix of
 * suppliers, an order not saved, a part on two of the orders, or nothing left to receive.
 */
export const createArrivalDraft = async (
  db: Db,
  input: ArrivalDraftInput,
  actor: AuditActor,
): Promise<ArrivalDraft> => {
  // Read without locks: the draft moves nothing, and what it may bring is checked again, under
  // a lock of the order lines, when it is posted. The draft and its links are one transaction
  // (createPurchase).
  const codes = [...new Set(input.orderCodes)];
  const orders = await db
    .select({
      id: purchaseOrders.id,
      code: purchaseOrders.code,
      status: purchaseOrders.status,
      warehouseCode: purchaseOrders.warehouseCode,
      supplierCode: suppliers.code,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(inArray(purchaseOrders.code, codes))
    .orderBy(asc(purchaseOrders.id));
  const missing = codes.find((c) => !orders.some((o) => o.code === c));
  if (missing) throw new AppError('E2001', `발주 ${withParticle(missing, '을/를')} 찾을 수 없습니다.`);
  const unsaved = orders.find((o) => o.status !== 'saved');
  if (unsaved)
    throw new AppError(
      'E2003',
      `발주 ${withParticle(unsaved.code, '은/는')} 확정되지 않아 입고할 수 없습니다.`,
    );
  const first = orders[0]!;
  if (orders.some((o) => o.supplierCode !== first.supplierCode))
    throw new AppError(
      'E0422',
      '발주 번호: 매입처가 다른 발주는 한 번에 입고할 수 없습니다. 매입처별로 입고하세요.',
    );
  const lines = await db
    .select({
      id: purchaseOrderLines.id,
      orderCode: purchaseOrders.code,
      partCode: parts.code,
      qty: purchaseOrderLines.qty,
      cancelled: purchaseOrderLines.cancelledQty,
      unitPrice: purchaseOrderLines.unitPrice,
      received: RECEIVED_OF_LINE,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .innerJoin(parts, eq(parts.id, purchaseOrderLines.partId))
    .where(
      inArray(
        purchaseOrderLines.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(purchaseOrders.id), asc(purchaseOrderLines.lineNo));
  const open = lines
    .map((l) => ({ ...l, remaining: l.qty - l.cancelled - Number(l.received) }))
    .filter((l) => l.remaining > 0);
  if (open.length === 0) throw new AppError('E2003', '고른 발주에 입고할 잔량이 없습니다.');
  const twice = open.find((l, i) => open.findIndex((o) => o.partCode === l.partCode) !== i);
  if (twice)
    throw new AppError(
      'E0422',
      `발주 번호: 품목 ${withParticle(twice.partCode, '이/가')} 여러 발주에 있어 한 입고로 받을 수 없습니다. 발주별로 입고하세요.`,
    );
  // The purchase service's own checks, audit and transaction, with each line linked to its order line.
  const purchase = await createPurchase(
    db,
    {
      supplierCode: first.supplierCode,
      warehouseCode: input.warehouseCode ?? first.warehouseCode,
      memo: `발주 입고: ${orders.map((o) => o.code).join(', ')}`,
      lines: open.map((l) => ({ partCode: l.partCode, qty: l.remaining, unitPrice: l.unitPrice })),
    },
    actor,
    { orderLineIds: open.map((l) => l.id) },
  );
  return {
    purchaseCode: purchase.code,
    lineCount: open.length,
    totalQty: open.reduce((n, l) => n + l.remaining, 0),
  };
};

/**
 * Refuses (E0422, naming the part) when posting purchase `purchaseId` would bring an order line
 * past what was ordered: what FIXED purchases already brought plus this purchase's linked
 * quantity must stay within ordered − cancelled. Locks the order lines (in id order) for the rest
 * of `tx`, so call it in the transaction that fixes the purchase, before the fix.
 */
export const assertWithinOrdered = async (tx: DbOrTx, purchaseId: number): Promise<void> => {
  const rows = await tx
    .select({
      partName: sql<string>`${parts.partNo} || ' ' || ${parts.name}`,
      thisQty: purchaseLines.qty,
      ordered: purchaseOrderLines.qty,
      cancelled: purchaseOrderLines.cancelledQty,
      fixedBefore: sql<number>`(select coalesce(sum(pl.qty), 0)::int from purchase_lines pl
        join purchases p on p.id = pl.purchase_id and p.status = 'fixed'
        where pl.order_line_id = ${purchaseOrderLines.id} and pl.purchase_id <> ${purchaseId})`,
    })
    .from(purchaseLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseLines.orderLineId))
    .innerJoin(parts, eq(parts.id, purchaseLines.partId))
    .where(and(eq(purchaseLines.purchaseId, purchaseId), ne(purchaseLines.qty, 0)))
    .orderBy(asc(purchaseOrderLines.id))
    .for('update', { of: purchaseOrderLines });
  for (const r of rows) {
    const problem = overOrderedProblem(r.partName, { ...r, fixedBefore: Number(r.fixedBefore) });
    if (problem) throw new AppError('E0422', problem);
  }
};
