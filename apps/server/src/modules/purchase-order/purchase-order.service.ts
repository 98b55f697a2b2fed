import {
  APPROVAL_NEXT,
  type ApprovalStatus,
  documentTotalProblem,
  type PurchaseOrderAction,
  type PurchaseOrderInput,
  type PurchaseOrderPrint,
  type PurchaseOrderView,
  priceLine,
  remainingOf,
  sumAmounts,
  whyCannotActOnOrder,
  withParticle,
} from '@erp/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstIsoDate, ymdToIso } from '../../platform/http/kst.js';
import { getCompanyProfile } from '../company/company.service.js';
import { brands, parts } from '../part/part.table.js';
import { lockAtVersion, stepStamp, withNewVersion } from '../purchase/approval-step.js';
import { docAudit } from '../purchase/doc-audit.js';
import { assertWarehouse } from '../stock/stock.service.js';
import { suppliers } from '../supplier/supplier.table.js';
import { RECEIVED_OF_LINE, selectOrderSummaries, toOrderSummary, ymdOf } from './purchase-order.query.js';
import { purchaseOrderLines, purchaseOrders } from './purchase-order.table.js';

// Purchase orders (발주, SPEC §2.13): a clerk requests, a second person checks, a third (never the
// requester nor the checker) gives the last approval, and the purchaser saves it: the order is sent.
// After that only the not-received remainder can be cut. Every refusal comes from the shared
// four-eyes rule (whyCannotActOnOrder); the actor is always the session's account.

const STALE = '다른 사용자가 먼저 이 발주를 변경했습니다. 새로고침 후 다시 시도하세요.';
const auditOrder = docAudit('purchase-order');

const orderSupplier = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name, active: suppliers.active })
    .from(suppliers)
    .where(eq(suppliers.code, code));
  if (!row) throw new AppError('E0422', `매입처: 없는 매입처입니다 (${code}).`);
  if (!row.active)
    throw new AppError(
      'E2003',
      `매입처 ${withParticle(row.name, '은/는')} 거래 중지 상태라 발주할 수 없습니다.`,
    );
  return row;
};

/** The order's lines priced by each part's VAT flag, each with its expected day; refusals name the line. */
const pricedOrderLines = async (db: DbOrTx, input: PurchaseOrderInput) => {
  const found = await db
    .select({
      id: parts.id,
      code: parts.code,
      active: parts.active,
      isSet: parts.isSet,
      vat: parts.vatIncluded,
    })
    .from(parts)
    .where(inArray(parts.code, [...new Set(input.lines.map((l) => l.partCode))]));
  const byCode = new Map(found.map((p) => [p.code, p]));
  const seen = new Set<number>();
  return input.lines.map((line, i) => {
    const at = `발주 품목 ${i + 1}번째 줄 품목`;
    const part = byCode.get(line.partCode);
    if (!part?.active) throw new AppError('E0422', `${at}: 발주할 수 없는 품목입니다 (${line.partCode}).`);
    if (part.isSet)
      throw new AppError('E0422', `${at}: 세트 품목은 구성품으로 나누어 발주하세요 (${part.code}).`);
    if (seen.has(part.id)) throw new AppError('E0422', `${at}: 같은 품목이 두 줄에 있습니다 (${part.code}).`);
    seen.add(part.id);
    const money = priceLine(line.qty, line.unitPrice, part.vat);
    return {
      lineNo: i + 1,
      partId: part.id,
      qty: line.qty,
      unitPrice: line.unitPrice,
      supply: money.supply,
      vat: money.tax,
      total: money.total,
      vatIncluded: part.vat,
      expectedDate: ymdToIso(line.expectedDate ?? input.expectedDate),
      memo: line.memo ?? null,
    };
  });
};

const checkedOrder = async (db: DbOrTx, input: PurchaseOrderInput) => {
  const supplier = await orderSupplier(db, input.supplierCode);
  await assertWarehouse(db, input.warehouseCode);
  const lines = await pricedOrderLines(db, input);
  const sum = sumAmounts(lines.map((l) => ({ supply: l.supply, tax: l.vat, total: l.total })));
  const problem = documentTotalProblem('발주', sum.total);
  if (problem) throw new AppError('E0422', problem);
  return { supplier, lines, totals: { supply: sum.supply, vat: sum.tax, total: sum.total } };
};

/** PurchaseOrderLastCheck / Modify / Save / Print: the order and its lines with what arrived. */
export const loadPurchaseOrder = async (db: DbOrTx, code: string): Promise<PurchaseOrderView> => {
  const [row] = await selectOrderSummaries(db).where(eq(purchaseOrders.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('E2001', `발주 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  const lines = await db
    .select({
      line: purchaseOrderLines,
      partCode: parts.code,
      partNo: parts.partNo,
      partName: parts.name,
      brandName: brands.name,
      received: RECEIVED_OF_LINE,
    })
    .from(purchaseOrderLines)
    .innerJoin(parts, eq(parts.id, purchaseOrderLines.partId))
    .leftJoin(brands, eq(brands.code, parts.brandCode))
    .where(eq(purchaseOrderLines.orderId, row.order.id))
    .orderBy(asc(purchaseOrderLines.lineNo));
  return {
    ...toOrderSummary(row),
    lines: lines.map(({ line, received, ...part }) => ({
      id: line.id,
      lineNo: line.lineNo,
      ...part,
      qty: line.qty,
      unitPrice: line.unitPrice,
      supply: line.supply,
      vat: line.vat,
      total: line.total,
      vatIncluded: line.vatIncluded,
      expectedDate: ymdOf(line.expectedDate),
      memo: line.memo,
      receivedQty: Number(received),
      cancelledQty: line.cancelledQty,
      remainingQty: remainingOf({
        ordered: line.qty,
        received: Number(received),
        cancelled: line.cancelledQty,
      }),
    })),
  };
};

const lineTrail = (
  lines: readonly { partId: number; qty: number; unitPrice: number; expectedDate: string }[],
) =>
  lines.map((l) => ({ partId: l.partId, qty: l.qty, unitPrice: l.unitPrice, expectedDate: l.expectedDate }));

/** PurchaseOrderRequest (and the purchaser's own entry): always a request; two others approve it. */
export const createPurchaseOrder = async (
  db: Db,
  input: PurchaseOrderInput,
  actor: AuditActor,
): Promise<PurchaseOrderView> => {
  const { supplier, lines, totals } = await checkedOrder(db, input);
  const code = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        supplierId: supplier.id,
        warehouseCode: input.warehouseCode,
        orderDate: kstIsoDate(),
        ...totals,
        memo: input.memo ?? null,
        requestedBy: actor.accountId,
      })
      .returning({ id: purchaseOrders.id, code: purchaseOrders.code });
    await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })));
    await auditOrder(tx, actor, 'request', order!.code, {
      after: { ...totals, supplierId: supplier.id, lines: lineTrail(lines) },
    });
    return order!.code;
  });
  return loadPurchaseOrder(db, code);
};

/** The order locked for the rest of the transaction, at the version the person saw. */
const lockOrder = (tx: Tx, code: string, version: number) =>
  lockAtVersion(tx, purchaseOrders, code, version, {
    notFound: (c) => new AppError('E2001', `발주 ${withParticle(c, '을/를')} 찾을 수 없습니다.`),
    stale: STALE,
  });

type OrderRow = Awaited<ReturnType<typeof lockOrder>>;

const refuseUnless = (action: PurchaseOrderAction, row: OrderRow, actor: AuditActor) => {
  const reason = whyCannotActOnOrder(action, row.status as ApprovalStatus, {
    requestedBy: row.requestedBy,
    checkedBy: row.checkedBy,
    actorId: actor.accountId ?? 0,
  });
  if (reason) throw new AppError('E2003', reason);
};

const updateOrder = (tx: Tx, id: number, values: PgUpdateSetSource<typeof purchaseOrders>) =>
  tx.update(purchaseOrders).set(withNewVersion(purchaseOrders, values)).where(eq(purchaseOrders.id, id));

/**
 * PurchaseOrderModify/:puCode: a requested or checked order rewritten. A checked one goes back to
 * requested, since the check was of what it said before.
 */
export const modifyPurchaseOrder = async (
  db: Db,
  code: string,
  input: PurchaseOrderInput,
  version: number,
  actor: AuditActor,
): Promise<PurchaseOrderView> => {
  const { supplier, lines, totals } = await checkedOrder(db, input);
  const orderCode = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, code, version);
    refuseUnless('modify', row, actor);
    const before = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, row.id));
    await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, row.id));
    await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
    await updateOrder(tx, row.id, {
      supplierId: supplier.id,
      warehouseCode: input.warehouseCode,
      ...totals,
      memo: input.memo ?? null,
      status: 'requested',
      checkedBy: null,
      checkedAt: null,
    });
    await auditOrder(tx, actor, 'modify', row.code, {
      before: { status: row.status, total: row.total, lines: lineTrail(before) },
      after: { status: 'requested', ...totals, lines: lineTrail(lines) },
    });
    return row.code;
  });
  return loadPurchaseOrder(db, orderCode);
};

type StepAction = Exclude<PurchaseOrderAction, 'modify'>;

/** What each step writes besides the status: who did it and when. */
const stampOf = (action: StepAction, actorId: number | null, reason: string | null) =>
  action === 'cancelRemainder'
    ? { rejectReason: reason }
    : {
        ...stepStamp(action, actorId),
        ...(action === 'reject' || action === 'cancel' ? { rejectReason: reason } : {}),
      };

/**
 * One step of the approval path (check, last check, save, reject, cancel) or the cut of a saved
 * order's remainder, refused by the four-eyes rule; a reject needs its reason.
 */
export const stepPurchaseOrder = async (
  db: Db,
  code: string,
  action: StepAction,
  step: { version: number; reason?: string | null | undefined },
  actor: AuditActor,
): Promise<PurchaseOrderView> => {
  const reason = step.reason?.trim() || null;
  if (action === 'reject' && !reason) throw new AppError('E0422', '사유: 반려 사유를 입력하세요.');
  const orderCode = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, code, step.version);
    refuseUnless(action, row, actor);
    if (action === 'cancelRemainder') await cutRemainder(tx, row);
    const status = action === 'cancelRemainder' ? row.status : APPROVAL_NEXT[action];
    await updateOrder(tx, row.id, { status, ...stampOf(action, actor.accountId, reason) });
    await auditOrder(tx, actor, action, row.code, {
      before: { status: row.status },
      after: { status, reason },
    });
    return row.code;
  });
  return loadPurchaseOrder(db, orderCode);
};

/** 잔량 취소: every line keeps what arrived; the rest will never come. Refused when nothing is left. */
const cutRemainder = async (tx: Tx, row: OrderRow) => {
  // The order row is locked: arrivals are posted against its lines under their own lock.
  const lines = await tx
    .select({
      id: purchaseOrderLines.id,
      qty: purchaseOrderLines.qty,
      cancelled: purchaseOrderLines.cancelledQty,
      received: RECEIVED_OF_LINE,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, row.id));
  const left = lines.map((l) => ({
    ...l,
    left: remainingOf({ ordered: l.qty, received: Number(l.received), cancelled: l.cancelled }),
  }));
  if (left.every((l) => l.left === 0))
    throw new AppError('E2003', `발주 ${withParticle(row.code, '은/는')} 남은 수량이 없습니다.`);
  for (const l of left.filter((x) => x.left > 0))
    await tx
      .update(purchaseOrderLines)
      .set({ cancelledQty: sql`${purchaseOrderLines.cancelledQty} + ${l.left}` })
      .where(eq(purchaseOrderLines.id, l.id));
};

/** PurchaseOrderPrint/:code: the order with the two parties of the 발주서. */
export const purchaseOrderPrint = async (db: DbOrTx, code: string): Promise<PurchaseOrderPrint> => {
  const order = await loadPurchaseOrder(db, code);
  const [supplier] = await db
    .select({
      name: suppliers.name,
      bizNo: suppliers.bizNo,
      representative: suppliers.representative,
      address: suppliers.address,
      phone: suppliers.phone,
    })
    .from(suppliers)
    .where(eq(suppliers.code, order.supplierCode));
  // An installation without its company profile still prints the order, without the box.
  const company = await getCompanyProfile(db).catch(() => null);
  return { order, company, supplier: supplier! };
};
