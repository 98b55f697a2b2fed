import {
  discountedPrice,
  documentTotalProblem,
  type OrderInput,
  type OrderLineView,
  type OrderStatus,
  type OrderSummary,
  type OrderView,
  priceLine,
  type SystemWarehouseKind,
  splitVat,
  sumAmounts,
  whyCannotDiscard,
  whyCannotModify,
  withParticle,
} from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowScope, type SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { discountByKind } from '../customer/category-price.service.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { rankDiscountByKind } from '../rank/rank-settings.service.js';
import { assertWarehouse } from '../stock/stock.service.js';
import { lastPricesFor } from './order-candidate.service.js';
import { recordOrderEvent } from './order-event.service.js';
import { orderMemos, salesOrderLines, salesOrders } from './sales-order.table.js';

export type { OrderLineView, OrderSummary, OrderView };

const ymdOf = (isoDate: string): string => isoDate.replaceAll('-', '');

/** The unit purchase price before VAT, the margin basis; null when the master has none. */
const unitCostOf = (part: { purchasePrice: number; vatIncluded: boolean }): number | null =>
  part.purchasePrice > 0
    ? part.vatIncluded
      ? splitVat(part.purchasePrice).supply
      : part.purchasePrice
    : null;

type PricedLine = {
  lineNo: number;
  partCode: string;
  partName: string;
  qty: number;
  listPrice: number;
  unitPrice: number;
  priceReason: string | null;
};

/** Lines priced with a typed reason that were not already so (what OrderChangeInfoList shows). */
const newlyReasonedPrices = (lines: readonly PricedLine[], before: readonly PricedLine[] = []) =>
  lines
    // A reason on the list price itself changed nothing.
    .filter((l) => l.priceReason !== null && l.unitPrice !== l.listPrice)
    .filter(
      (l) =>
        !before.some(
          (b) => b.partCode === l.partCode && b.unitPrice === l.unitPrice && b.priceReason === l.priceReason,
        ),
    )
    .map((l) => ({
      lineNo: l.lineNo,
      partCode: l.partCode,
      partName: l.partName,
      listPrice: l.listPrice,
      unitPrice: l.unitPrice,
      reason: l.priceReason,
    }));

const orderTotals = (lines: Parameters<typeof sumAmounts>[0]) => {
  const totals = sumAmounts(lines);
  const problem = documentTotalProblem('주문', totals.total);
  if (problem) throw new AppError('E0422', problem);
  return totals;
};

/** The header columns an order takes from its input, its customer and its lines: on register and on modify. */
const headerValues = (
  input: OrderInput,
  customer: { id: number; vatIncluded: boolean },
  totals: ReturnType<typeof orderTotals>,
) => ({
  customerId: customer.id,
  vin: input.vin ?? null,
  carNumber: input.carNumber ?? null,
  warehouseCode: input.warehouseCode,
  vatIncluded: customer.vatIncluded,
  ...totals,
  memo: input.memo ?? null,
});

const lineSummary = (lines: readonly PricedLine[]) =>
  lines.map((l) => ({ lineNo: l.lineNo, partCode: l.partCode, qty: l.qty, unitPrice: l.unitPrice }));

const customerByCode = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select({
      id: customers.id,
      code: customers.code,
      vatIncluded: customers.vatIncluded,
      status: customers.status,
    })
    .from(customers)
    .where(eq(customers.code, code));
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`);
  if (row.status === 'closed' || row.status === 'suspended') {
    throw new AppError(
      'E2003',
      `거래처 ${withParticle(code, '은/는')} 거래 중지 또는 폐업 상태라 주문할 수 없습니다.`,
    );
  }
  return row;
};

/** The sale price after the customer's rank discount for the part's kind (agreed, no reason needed). */
const rankPriceOf = (
  part: { kindCode: string | null; salePrice: number },
  discounts: Map<string, number>,
) => {
  const bp = part.kindCode ? discounts.get(part.kindCode) : undefined;
  return bp === undefined ? null : discountedPrice(part.salePrice, bp);
};

/** Resolves the lines' parts and prices them; a refusal names the line. */
const buildLines = async (db: DbOrTx, input: OrderInput, customer: { id: number; vatIncluded: boolean }) => {
  const { vatIncluded } = customer;
  const codes = [...new Set(input.lines.map((l) => l.partCode))];
  const found = await db.select().from(parts).where(inArray(parts.code, codes));
  const byCode = new Map(found.map((p) => [p.code, p]));
  // Prices that need no reason: the sale price, the customer's category price, its last price.
  const discounts = await discountByKind(
    db,
    customer.id,
    found.map((p) => p.kindCode).filter((k): k is string => Boolean(k)),
  );
  const last = await lastPricesFor(
    db,
    customer.id,
    found.map((p) => p.id),
  );
  const rankDiscounts = await rankDiscountByKind(
    db,
    customer.id,
    found.map((p) => p.kindCode).filter((k): k is string => Boolean(k)),
  );
  return input.lines.map((line, i) => {
    const part = byCode.get(line.partCode);
    if (!part) throw new AppError('E0422', `주문 품목 ${i + 1}번째 줄: 없는 품목입니다 (${line.partCode}).`);
    if (!part.active)
      throw new AppError(
        'E0422',
        `주문 품목 ${i + 1}번째 줄: 사용하지 않는 품목입니다 (${part.code} ${part.name}).`,
      );
    if (part.isSet)
      throw new AppError(
        'E0422',
        `주문 품목 ${i + 1}번째 줄: 세트 품목은 구성품으로 나누어 주문하세요 (${part.code}).`,
      );
    const discount = part.kindCode ? discounts.get(part.kindCode) : undefined;
    const agreed = [
      part.salePrice,
      discount === undefined ? null : discountedPrice(part.salePrice, discount),
      last.get(part.id)?.unitPrice ?? null,
      rankPriceOf(part, rankDiscounts),
    ];
    if (!agreed.includes(line.unitPrice) && !line.priceReason) {
      // A price nobody agreed before needs its reason on the record (issue 8: "editable with a reason").
      throw new AppError(
        'E0422',
        `주문 품목 ${i + 1}번째 줄 단가 변경 사유: 기준 단가(${part.salePrice.toLocaleString('ko-KR')}원)와 다르면 사유를 입력하세요.`,
      );
    }
    const money = priceLine(line.qty, line.unitPrice, vatIncluded);
    return {
      lineNo: i + 1,
      partId: part.id,
      partCode: part.code,
      partNo: part.partNo,
      partName: part.carModel ? `${part.name} ${part.carModel}` : part.name,
      norm: part.norm,
      qty: line.qty,
      listPrice: part.salePrice,
      unitPrice: line.unitPrice,
      priceReason: line.priceReason ?? null,
      unitCost: unitCostOf(part),
      memo: line.memo ?? null,
      ...money,
    };
  });
};

type OrderViewSource = {
  order: typeof salesOrders.$inferSelect;
  customerCode: string;
  customerName: string;
  memoCode: string | null;
};

export const toOrderView = (
  row: OrderViewSource,
  lines: (typeof salesOrderLines.$inferSelect)[],
): OrderView => {
  const o = row.order;
  return {
    code: o.code,
    status: o.status as OrderStatus,
    customerCode: row.customerCode,
    customerName: row.customerName,
    vin: o.vin,
    carNumber: o.carNumber,
    warehouseCode: o.warehouseCode,
    vatIncluded: o.vatIncluded,
    supply: o.supply,
    tax: o.tax,
    total: o.total,
    memo: o.memo,
    memoCode: row.memoCode,
    createdBy: o.createdBy,
    createdAt: o.createdAt.toISOString(),
    fixedBy: o.fixedBy,
    fixedAt: o.fixedAt?.toISOString() ?? null,
    version: o.version,
    orderDate: ymdOf(o.orderDate),
    reservationDate: o.reservationDate ? ymdOf(o.reservationDate) : null,
    reservationTime: o.reservationTime,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      partCode: l.partCode,
      partNo: l.partNo,
      partName: l.partName,
      norm: l.norm,
      qty: l.qty,
      cancelledQty: l.cancelledQty,
      listPrice: l.listPrice,
      unitPrice: l.unitPrice,
      priceReason: l.priceReason,
      supply: l.supply,
      tax: l.tax,
      total: l.total,
      memo: l.memo,
    })),
  };
};

export const loadOrder = async (db: DbOrTx, code: string, user: SessionUser | null): Promise<OrderView> => {
  const [row] = await db
    .select({
      order: salesOrders,
      customerCode: customers.code,
      customerName: customers.name,
      memoCode: orderMemos.code,
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .leftJoin(orderMemos, eq(orderMemos.id, salesOrders.memoId))
    .where(
      and(eq(salesOrders.code, code), user ? rowScope(user, { customerCode: customers.code }) : undefined),
    );
  if (!row) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  const lines = await db
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, row.order.id))
    .orderBy(asc(salesOrderLines.lineNo));
  return toOrderView(row, lines);
};

/**
 * Registers a draft order (ObtainRegister); nothing moves until it is fixed. `fromLocation` names
 * a system location the calling module opened for this customer (a consignment use sells from
 * the shop's own location); the order screens never pass it, so a clerk cannot sell from one.
 */
export const createOrder = async (
  db: Db,
  input: OrderInput,
  actor: AuditActor,
  fromLocation: readonly SystemWarehouseKind[] = [],
): Promise<OrderView> => {
  const customer = await customerByCode(db, input.customerCode);
  await assertWarehouse(db, input.warehouseCode, fromLocation);
  const lines = await buildLines(db, input, customer);
  const totals = orderTotals(lines);
  // Numbered in its own statement: the day's counter row is then locked for an instant, not for
  // the whole registration (a registration that fails leaves a gap in the numbers, which is allowed).
  const orderCode = await nextDocCode(db, 'O');
  const code = await db.transaction(async (tx) => {
    let memoId: number | null = null;
    if (input.memoCode) {
      const [memo] = await tx
        .select({ id: orderMemos.id, status: orderMemos.status, workedBy: orderMemos.workedBy })
        .from(orderMemos)
        .where(and(eq(orderMemos.code, input.memoCode), eq(orderMemos.customerId, customer.id)))
        .for('update');
      if (!memo) throw new AppError('E0422', `메모 번호: 이 거래처의 메모가 아닙니다 (${input.memoCode}).`);
      if (memo.status === 'done' || memo.status === 'dropped') {
        throw new AppError('E2003', `메모 ${withParticle(input.memoCode, '은/는')} 이미 처리되었습니다.`);
      }
      // The working check holds here too: a memo another clerk has taken is theirs to register.
      if (memo.status === 'working' && memo.workedBy !== null && memo.workedBy !== actor.accountId) {
        const [worker] = await tx
          .select({ name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, memo.workedBy));
        throw new AppError(
          'E0409',
          `${worker?.name ?? '다른 직원'}님이 이미 처리 중인 메모입니다 (${input.memoCode}).`,
        );
      }
      memoId = memo.id;
    }
    const [order] = await tx
      .insert(salesOrders)
      .values({
        code: orderCode,
        memoId,
        ...headerValues(input, customer, totals),
        createdBy: actor.accountId,
      })
      .returning({ id: salesOrders.id });
    await tx.insert(salesOrderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })));
    if (memoId)
      await tx.update(orderMemos).set({ status: 'done', orderCode }).where(eq(orderMemos.id, memoId));
    await recordOrderEvent(tx, actor, {
      orderId: order!.id,
      kind: 'registered',
      after: {
        ...totals,
        customerCode: input.customerCode,
        memoCode: input.memoCode ?? null,
        carNumber: input.carNumber ?? null,
        vin: input.vin ?? null,
        lines: lineSummary(lines),
      },
    });
    const reasoned = newlyReasonedPrices(lines);
    if (reasoned.length > 0)
      await recordOrderEvent(tx, actor, {
        orderId: order!.id,
        kind: 'price-changed',
        reason: reasoned.map((r) => r.reason).join(' / '),
        after: { lines: reasoned },
      });
    await writeAudit(tx, actor, {
      action: 'order.create',
      entity: 'sales_order',
      entityId: orderCode,
      after: { ...totals, lines: lines.length },
    });
    return orderCode;
  });
  return loadOrder(db, code, null);
};

/** The order of a code, locked for update until the transaction ends. */
export const lockOrder = async (tx: DbOrTx, code: string) => {
  const [order] = await tx.select().from(salesOrders).where(eq(salesOrders.code, code)).for('update');
  if (!order) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return order;
};

/**
 * The order locked for a change the rule allows, at the version the clerk read; `retry` ends the
 * message when another user changed it first ("새로고침 후 다시 …").
 */
const lockDraftAt = async (
  tx: DbOrTx,
  code: string,
  version: number,
  whyNot: (status: OrderStatus) => string | null,
  retry: string,
) => {
  const order = await lockOrder(tx, code);
  const reason = whyNot(order.status as OrderStatus);
  if (reason) throw new AppError('E2003', reason);
  if (order.version !== version)
    throw new AppError('E0409', `다른 사용자가 먼저 이 주문을 수정했습니다. 새로고침 후 다시 ${retry}.`);
  return order;
};

/** Replaces a draft's lines; a fixed order changes only by cancel and a new order. */
export const modifyOrder = async (
  db: Db,
  code: string,
  input: OrderInput,
  version: number,
  actor: AuditActor,
): Promise<OrderView> => {
  const customer = await customerByCode(db, input.customerCode);
  await assertWarehouse(db, input.warehouseCode);
  const lines = await buildLines(db, input, customer);
  const totals = orderTotals(lines);
  await db.transaction(async (tx) => {
    const order = await lockDraftAt(tx, code, version, whyCannotModify, '수정하세요');
    const oldLines = await tx
      .select()
      .from(salesOrderLines)
      .where(eq(salesOrderLines.orderId, order.id))
      .orderBy(asc(salesOrderLines.lineNo));
    await tx.delete(salesOrderLines).where(eq(salesOrderLines.orderId, order.id));
    await tx.insert(salesOrderLines).values(lines.map((l) => ({ ...l, orderId: order.id })));
    await recordOrderEvent(tx, actor, {
      orderId: order.id,
      kind: 'modified',
      before: {
        supply: order.supply,
        tax: order.tax,
        total: order.total,
        carNumber: order.carNumber,
        vin: order.vin,
        warehouseCode: order.warehouseCode,
        lines: lineSummary(oldLines),
      },
      after: {
        ...totals,
        carNumber: input.carNumber ?? null,
        vin: input.vin ?? null,
        warehouseCode: input.warehouseCode,
        lines: lineSummary(lines),
      },
    });
    const reasoned = newlyReasonedPrices(lines, oldLines);
    if (reasoned.length > 0)
      await recordOrderEvent(tx, actor, {
        orderId: order.id,
        kind: 'price-changed',
        reason: reasoned.map((r) => r.reason).join(' / '),
        after: { lines: reasoned },
      });
    await tx
      .update(salesOrders)
      .set({
        ...headerValues(input, customer, totals),
        updatedAt: sql`now()`,
        version: sql`${salesOrders.version} + 1`,
      })
      .where(eq(salesOrders.id, order.id));
    await writeAudit(tx, actor, {
      action: 'order.modify',
      entity: 'sales_order',
      entityId: code,
      before: { supply: order.supply, tax: order.tax, total: order.total },
      after: totals,
    });
  });
  return loadOrder(db, code, null);
};

/**
 * Discards a draft: nothing moved when it was saved, so nothing is reversed; it becomes
 * 'cancelled' (never deleted) with a 'discarded' event, at the version the clerk saw.
 */
export const discardOrder = async (
  db: Db,
  code: string,
  version: number,
  actor: AuditActor,
): Promise<OrderView> => {
  await db.transaction(async (tx) => {
    const order = await lockDraftAt(tx, code, version, whyCannotDiscard, '확인하세요');
    await tx
      .update(salesOrders)
      .set({ status: 'cancelled', updatedAt: sql`now()`, version: sql`${salesOrders.version} + 1` })
      .where(eq(salesOrders.id, order.id));
    await recordOrderEvent(tx, actor, {
      orderId: order.id,
      kind: 'discarded',
      before: { total: order.total },
    });
    await writeAudit(tx, actor, { action: 'order.discard', entity: 'sales_order', entityId: code });
  });
  return loadOrder(db, code, null);
};
