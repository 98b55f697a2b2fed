import {
  type CancelRequestInput,
  type CancelRequestStatus,
  type CancelRequestView,
  cancelLineAmount,
  type OrderStatus,
  postedCancelAmount,
  sumAmounts,
  whyCannotCheckCancel,
  whyCannotRequestCancel,
  withParticle,
} from '@erp/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstDayEnd, kstDayStart } from '../../platform/list/list-query.sql.js';
import { withNotifications } from '../../platform/realtime/notification.service.js';
import type { RealtimeBus } from '../../platform/realtime/realtime-bus.js';
import { postOrderLineCores } from '../core-ledger/core-ledger.service.js';
import { customers } from '../customer/customer.table.js';
import { reverseCancelledSalePoints } from '../loyalty/sale-points.service.js';
import { postReceivable } from '../receivable/receivable.service.js';
import { postStockMoves } from '../stock/stock.service.js';
import { recordOrderEvent } from './order-event.service.js';
import {
  cancelLineOrderLineJoin,
  orderCancelRequestLines,
  orderCancelRequests,
  salesOrderLines,
  salesOrders,
} from './sales-order.table.js';

export type { CancelRequestView };

/** Quantities still open to cancel: sold, less cancelled, less what pending requests ask for. */
const openQuantities = async (tx: DbOrTx, orderId: number) => {
  const lines = await tx.select().from(salesOrderLines).where(eq(salesOrderLines.orderId, orderId));
  const pending = await tx
    .select({
      lineNo: orderCancelRequestLines.lineNo,
      qty: sql<number>`sum(${orderCancelRequestLines.qty})::int`,
    })
    .from(orderCancelRequestLines)
    .innerJoin(orderCancelRequests, eq(orderCancelRequests.id, orderCancelRequestLines.requestId))
    .where(and(eq(orderCancelRequests.orderId, orderId), eq(orderCancelRequests.status, 'requested')))
    .groupBy(orderCancelRequestLines.lineNo);
  const pendingBy = new Map(pending.map((p) => [p.lineNo, Number(p.qty)]));
  return lines.map((l) => ({
    line: l,
    open: l.qty - l.cancelledQty - l.returnedQty - (pendingBy.get(l.lineNo) ?? 0),
  }));
};

/** A clerk asks to cancel a fixed order, whole or some lines; nothing moves until a check. */
export const requestCancel = async (
  db: Db,
  orderCode: string,
  input: CancelRequestInput,
  actor: AuditActor,
  bus: RealtimeBus,
): Promise<CancelRequestView> => {
  const id = await withNotifications(db, bus, async (tx, notify) => {
    const [order] = await tx.select().from(salesOrders).where(eq(salesOrders.code, orderCode)).for('update');
    if (!order) throw new AppError('E2001', `주문 ${withParticle(orderCode, '을/를')} 찾을 수 없습니다.`);
    const reason = whyCannotRequestCancel(order.status as OrderStatus);
    if (reason) throw new AppError('E2003', reason);
    const open = await openQuantities(tx, order.id);
    const wanted =
      input.lines.length > 0
        ? input.lines
        : open.filter((o) => o.open > 0).map((o) => ({ lineNo: o.line.lineNo, qty: o.open }));
    if (wanted.length === 0)
      throw new AppError(
        'E2003',
        '취소할 수 있는 수량이 남아 있지 않습니다 (이미 취소되었거나 취소 요청 중입니다).',
      );
    const seen = new Set<number>();
    for (const w of wanted) {
      // The same line twice would pass each check alone and cancel more than was sold.
      if (seen.has(w.lineNo))
        throw new AppError('E0422', `취소 품목: 같은 줄 번호가 두 번 들어 있습니다 (${w.lineNo}).`);
      seen.add(w.lineNo);
      const line = open.find((o) => o.line.lineNo === w.lineNo);
      if (!line) throw new AppError('E0422', `취소 품목: 주문에 없는 줄 번호입니다 (${w.lineNo}).`);
      if (w.qty > line.open) {
        throw new AppError(
          'E0422',
          `취소 품목 ${w.lineNo}번째 줄: 취소할 수 있는 수량은 ${line.open}개입니다 (요청 ${w.qty}개).`,
        );
      }
    }
    const code = await nextDocCode(tx, 'X');
    const [request] = await tx
      .insert(orderCancelRequests)
      .values({ code, orderId: order.id, reason: input.reason, requestedBy: actor.accountId })
      .returning({ id: orderCancelRequests.id });
    await tx
      .insert(orderCancelRequestLines)
      .values(wanted.map((w) => ({ requestId: request!.id, lineNo: w.lineNo, qty: w.qty })));
    await recordOrderEvent(tx, actor, {
      orderId: order.id,
      kind: 'cancel-requested',
      reason: input.reason,
      after: { request: code, lines: wanted },
    });
    await writeAudit(tx, actor, {
      action: 'order.cancel.request',
      entity: 'sales_order',
      entityId: orderCode,
      after: { code, lines: wanted, reason: input.reason },
    });
    // The check must be a second person's: the admins hear of it at once (header bell).
    const admins = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), eq(accounts.disabled, false)));
    await notify(
      admins.map((a) => a.id).filter((id) => id !== actor.accountId),
      {
        kind: 'order.cancel.requested',
        title: `취소 요청: ${orderCode}`,
        body: `${actor.loginId ?? ''} · ${input.reason}`.slice(0, 120),
        link: '/Company/Order/Cancel/OrderCancelUnCheckList',
      },
    );
    return request!.id;
  });
  return loadCancelRequest(db, id);
};

/**
 * The request locked for a second person's decision (check or reject): missing, already decided
 * and one's own request are refused.
 */
const lockRequestToDecide = async (tx: Tx, requestId: number, actor: AuditActor) => {
  const [request] = await tx
    .select()
    .from(orderCancelRequests)
    .where(eq(orderCancelRequests.id, requestId))
    .for('update');
  if (!request) throw new AppError('E2001', '취소 요청을 찾을 수 없습니다.');
  const reason = whyCannotCheckCancel(
    request.requestedBy,
    actor.accountId ?? -1,
    request.status as CancelRequestStatus,
  );
  if (reason) throw new AppError('E2003', reason);
  return request;
};

/**
 * A second person checks the cancel: stock comes back in, the receivable falls by the exact
 * amount the lines were sold for, in one transaction (reversing entries; nothing is deleted).
 */
export const checkCancel = async (
  db: Db,
  requestId: number,
  actor: AuditActor,
): Promise<CancelRequestView> => {
  await db.transaction(async (tx) => {
    const request = await lockRequestToDecide(tx, requestId, actor);
    const [order] = await tx
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.id, request.orderId))
      .for('update');
    const requestLines = await tx
      .select()
      .from(orderCancelRequestLines)
      .where(eq(orderCancelRequestLines.requestId, requestId));
    const lines = await tx.select().from(salesOrderLines).where(eq(salesOrderLines.orderId, order!.id));
    const byNo = new Map(lines.map((l) => [l.lineNo, l]));
    const amounts = requestLines.map((r) => {
      const line = byNo.get(r.lineNo)!;
      // Returned units (order-return) are gone from the line as much as cancelled ones.
      const remaining = line.qty - line.cancelledQty - line.returnedQty;
      if (remaining < r.qty)
        throw new AppError('E2003', `${r.lineNo}번째 줄은 이미 취소·반품되어 더 취소할 수 없습니다.`);
      // Priced on what remains of the line, so a line cancelled in parts adds up exactly.
      return cancelLineAmount(remaining, r.qty, line.unitPrice, order!.vatIncluded);
    });
    await postStockMoves(
      tx,
      requestLines.map((r) => ({
        partId: byNo.get(r.lineNo)!.partId,
        warehouseCode: order!.warehouseCode,
        qty: r.qty,
        reason: 'cancel-in' as const,
        docKind: 'order_cancel',
        docCode: request.code,
        docLine: r.lineNo,
      })),
      actor.accountId,
    );
    const total = sumAmounts(amounts);
    await postReceivable(
      tx,
      {
        customerId: order!.customerId,
        kind: 'cancel',
        amount: total.total,
        supply: total.supply,
        tax: total.tax,
        docKind: 'order_cancel',
        docCode: request.code,
      },
      actor.accountId,
    );
    // The cancelled units' sale points come back in the same transaction.
    await reverseCancelledSalePoints(
      tx,
      {
        customerId: order!.customerId,
        orderCode: order!.code,
        requestCode: request.code,
        lines: requestLines.map((r) => {
          const line = byNo.get(r.lineNo)!;
          // Units returned earlier took their share of the points back too.
          return {
            lineNo: r.lineNo,
            qty: r.qty,
            soldUnits: line.qty,
            cancelledBefore: line.cancelledQty + line.returnedQty,
          };
        }),
      },
      actor.accountId,
    );
    // A cancelled battery is no longer owed back as a core.
    await postOrderLineCores(tx, {
      orderId: order!.id,
      customerId: order!.customerId,
      kind: 'cancelled',
      docCode: request.code,
      lines: requestLines,
      by: actor.accountId,
    });
    for (const [i, r] of requestLines.entries()) {
      await tx
        .update(salesOrderLines)
        .set({ cancelledQty: sql`${salesOrderLines.cancelledQty} + ${r.qty}` })
        .where(and(eq(salesOrderLines.orderId, order!.id), eq(salesOrderLines.lineNo, r.lineNo)));
      const money = amounts[i]!;
      await tx
        .update(orderCancelRequestLines)
        .set({ supply: money.supply, tax: money.tax, total: money.total })
        .where(eq(orderCancelRequestLines.id, r.id));
    }
    const [left] = await tx
      .select({
        n: sql<number>`coalesce(sum(${salesOrderLines.qty} - ${salesOrderLines.cancelledQty}), 0)::int`,
      })
      .from(salesOrderLines)
      .where(eq(salesOrderLines.orderId, order!.id));
    if (Number(left?.n ?? 0) === 0) {
      await tx
        .update(salesOrders)
        .set({ status: 'cancelled', updatedAt: sql`now()`, version: sql`${salesOrders.version} + 1` })
        .where(eq(salesOrders.id, order!.id));
    }
    await tx
      .update(orderCancelRequests)
      .set({ status: 'checked', checkedBy: actor.accountId, checkedAt: sql`now()` })
      .where(eq(orderCancelRequests.id, requestId));
    await recordOrderEvent(tx, actor, {
      orderId: order!.id,
      kind: 'cancel-checked',
      reason: request.reason,
      before: { status: order!.status },
      after: {
        request: request.code,
        lines: requestLines.map((r) => ({ lineNo: r.lineNo, qty: r.qty })),
        refund: total.total,
        orderCancelled: Number(left?.n ?? 0) === 0,
      },
    });
    await writeAudit(tx, actor, {
      action: 'order.cancel.check',
      entity: 'sales_order',
      entityId: order!.code,
      after: { request: request.code, refund: total.total },
    });
  });
  return loadCancelRequest(db, requestId);
};

export const rejectCancel = async (
  db: Db,
  requestId: number,
  rejectReason: string,
  actor: AuditActor,
): Promise<CancelRequestView> => {
  await db.transaction(async (tx) => {
    const request = await lockRequestToDecide(tx, requestId, actor);
    await tx
      .update(orderCancelRequests)
      .set({ status: 'rejected', checkedBy: actor.accountId, checkedAt: sql`now()`, rejectReason })
      .where(eq(orderCancelRequests.id, requestId));
    await recordOrderEvent(tx, actor, {
      orderId: request.orderId,
      kind: 'cancel-rejected',
      reason: rejectReason,
      after: { request: request.code },
    });
    await writeAudit(tx, actor, {
      action: 'order.cancel.reject',
      entity: 'order_cancel_request',
      entityId: request.code,
      after: { rejectReason },
    });
  });
  return loadCancelRequest(db, requestId);
};

const requester = alias(accounts, 'requester');
const checker = alias(accounts, 'checker');

const toViews = async (db: DbOrTx, ids: number[]): Promise<CancelRequestView[]> => {
  if (ids.length === 0) return [];
  const heads = await db
    .select({
      request: orderCancelRequests,
      requestedByName: requester.name,
      checkedByName: checker.name,
      orderCode: salesOrders.code,
      vatIncluded: salesOrders.vatIncluded,
      orderId: salesOrders.id,
      customerCode: customers.code,
      customerName: customers.name,
    })
    .from(orderCancelRequests)
    .innerJoin(salesOrders, eq(salesOrders.id, orderCancelRequests.orderId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .leftJoin(requester, eq(requester.id, orderCancelRequests.requestedBy))
    .leftJoin(checker, eq(checker.id, orderCancelRequests.checkedBy))
    .where(inArray(orderCancelRequests.id, ids))
    .orderBy(desc(orderCancelRequests.requestedAt), desc(orderCancelRequests.id));
  const requestLines = await db
    .select({
      requestId: orderCancelRequestLines.requestId,
      lineNo: orderCancelRequestLines.lineNo,
      qty: orderCancelRequestLines.qty,
      supply: orderCancelRequestLines.supply,
      tax: orderCancelRequestLines.tax,
      total: orderCancelRequestLines.total,
      lineQty: salesOrderLines.qty,
      cancelledQty: salesOrderLines.cancelledQty,
      partCode: salesOrderLines.partCode,
      partName: salesOrderLines.partName,
      unitPrice: salesOrderLines.unitPrice,
    })
    .from(orderCancelRequestLines)
    .innerJoin(orderCancelRequests, eq(orderCancelRequests.id, orderCancelRequestLines.requestId))
    .innerJoin(salesOrderLines, cancelLineOrderLineJoin())
    .where(inArray(orderCancelRequestLines.requestId, ids))
    .orderBy(asc(orderCancelRequestLines.lineNo));
  return heads.map((h) => {
    const lines = requestLines
      .filter((l) => l.requestId === h.request.id)
      .map((l) => {
        const money =
          h.request.status === 'checked'
            ? postedCancelAmount(l, l.unitPrice, h.vatIncluded)
            : cancelLineAmount(l.lineQty - l.cancelledQty, l.qty, l.unitPrice, h.vatIncluded);
        return {
          lineNo: l.lineNo,
          partCode: l.partCode,
          partName: l.partName,
          qty: l.qty,
          supply: -money.supply,
          tax: -money.tax,
          total: -money.total,
        };
      });
    return {
      id: h.request.id,
      code: h.request.code,
      orderCode: h.orderCode,
      customerCode: h.customerCode,
      customerName: h.customerName,
      reason: h.request.reason,
      status: h.request.status as CancelRequestStatus,
      requestedBy: h.request.requestedBy,
      requestedByName: h.requestedByName,
      requestedAt: h.request.requestedAt.toISOString(),
      checkedBy: h.request.checkedBy,
      checkedByName: h.checkedByName,
      checkedAt: h.request.checkedAt?.toISOString() ?? null,
      rejectReason: h.request.rejectReason,
      lines,
      total: lines.reduce((a, l) => a + l.total, 0),
    };
  });
};

export const loadCancelRequest = async (db: DbOrTx, id: number): Promise<CancelRequestView> => {
  const [view] = await toViews(db, [id]);
  if (!view) throw new AppError('E2001', '취소 요청을 찾을 수 없습니다.');
  return view;
};

/** The cancel statement is found from a ledger row by the cancel's document code (X…). */
export const loadCancelRequestByCode = async (db: DbOrTx, code: string): Promise<CancelRequestView> => {
  const [row] = await db
    .select({ id: orderCancelRequests.id })
    .from(orderCancelRequests)
    .where(eq(orderCancelRequests.code, code));
  if (!row) throw new AppError('E2001', `취소 요청 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return loadCancelRequest(db, row.id);
};

/** OrderCancelInfoList / UnCheckList / CheckAllList: requests by status, newest first. */
export const listCancelRequests = async (
  db: DbOrTx,
  query: { status?: CancelRequestStatus | undefined; page: number; size: number },
): Promise<{ rows: CancelRequestView[]; total: number }> => {
  const where = query.status ? eq(orderCancelRequests.status, query.status) : undefined;
  const ids = await db
    .select({ id: orderCancelRequests.id })
    .from(orderCancelRequests)
    .where(where)
    .orderBy(desc(orderCancelRequests.requestedAt), desc(orderCancelRequests.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orderCancelRequests).where(where);
  return {
    rows: await toViews(
      db,
      ids.map((i) => i.id),
    ),
    total: Number(count?.n ?? 0),
  };
};

export type CancelAdminQuery = {
  status?: CancelRequestStatus | undefined;
  /** Korean days (YYYYMMDD) of the request, both ends included. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** Login id or name of the requester or the checker. */
  person?: string | undefined;
  page: number;
  size: number;
};

/**
 * OrderCancelAdminCheckList: every cancel with who asked and who checked or rejected it, for the
 * admin's review of the four-eyes rule; filtered by request day, status and person.
 */
export const listCancelChecksForAdmin = async (
  db: DbOrTx,
  query: CancelAdminQuery,
): Promise<{ rows: CancelRequestView[]; total: number }> => {
  const person = query.person?.trim();
  const where = and(
    query.status ? eq(orderCancelRequests.status, query.status) : undefined,
    query.fromDate ? sql`${orderCancelRequests.requestedAt} >= ${kstDayStart(query.fromDate)}` : undefined,
    query.toDate ? sql`${orderCancelRequests.requestedAt} < ${kstDayEnd(query.toDate)}` : undefined,
    person
      ? sql`(lower(${requester.loginId}) = lower(${person}) or ${requester.name} = ${person} or lower(${checker.loginId}) = lower(${person}) or ${checker.name} = ${person})`
      : undefined,
  );
  const ids = await db
    .select({ id: orderCancelRequests.id })
    .from(orderCancelRequests)
    .leftJoin(requester, eq(requester.id, orderCancelRequests.requestedBy))
    .leftJoin(checker, eq(checker.id, orderCancelRequests.checkedBy))
    .where(where)
    .orderBy(desc(orderCancelRequests.requestedAt), desc(orderCancelRequests.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderCancelRequests)
    .leftJoin(requester, eq(requester.id, orderCancelRequests.requestedBy))
    .leftJoin(checker, eq(checker.id, orderCancelRequests.checkedBy))
    .where(where);
  return {
    rows: await toViews(
      db,
      ids.map((i) => i.id),
    ),
    total: Number(count?.n ?? 0),
  };
};
