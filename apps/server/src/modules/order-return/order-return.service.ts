import {
  cancelLineAmount,
  defaultDisposition,
  openToReturn,
  type ReturnableOrder,
  type ReturnDisposition,
  type ReturnKind,
  type ReturnListQuery,
  type ReturnRequestInput,
  type ReturnStatus,
  type ReturnView,
  whyCannotCheckReturn,
  withParticle,
} from '@erp/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import {
  orderCancelRequestLines,
  orderCancelRequests,
  salesOrderLines,
  salesOrders,
} from '../sales-order/sales-order.table.js';
import { orderReturnLines, orderReturns } from './order-return.table.js';

// Return requests (반품 요청): a clerk names the original order's lines and how many come back;
// a second person checks (the goods are then awaited for the examination) or rejects. The amount
// a line may return is sold − cancelled − returned − what live cancels and returns already hold,
// decided under the order row's lock, the same lock a cancel's request and check take.

/** Live requests still holding units of a line: a cancel asked for, a return not yet examined. */
const pendingOf = async (tx: DbOrTx, orderId: number) => {
  const cancels = await tx
    .select({
      lineNo: orderCancelRequestLines.lineNo,
      qty: sql<number>`sum(${orderCancelRequestLines.qty})::int`,
    })
    .from(orderCancelRequestLines)
    .innerJoin(orderCancelRequests, eq(orderCancelRequests.id, orderCancelRequestLines.requestId))
    .where(and(eq(orderCancelRequests.orderId, orderId), eq(orderCancelRequests.status, 'requested')))
    .groupBy(orderCancelRequestLines.lineNo);
  const returns = await tx
    .select({ lineNo: orderReturnLines.lineNo, qty: sql<number>`sum(${orderReturnLines.qty})::int` })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, ['requested', 'checked'])))
    .groupBy(orderReturnLines.lineNo);
  return {
    cancel: new Map(cancels.map((c) => [c.lineNo, Number(c.qty)])),
    ret: new Map(returns.map((r) => [r.lineNo, Number(r.qty)])),
  };
};

const orderByCode = async (tx: DbOrTx, rawCode: string, lock: boolean) => {
  const code = rawCode.trim().toUpperCase();
  const query = tx.select().from(salesOrders).where(eq(salesOrders.code, code));
  const [order] = lock ? await query.for('update') : await query;
  if (!order)
    throw new AppError('E0422', `원 주문 번호: 주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return order;
};

/** The order's lines with what each may still return (the request screen's grid). */
export const returnableOf = async (db: DbOrTx, rawCode: string): Promise<ReturnableOrder> => {
  const order = await orderByCode(db, rawCode, false);
  const [customer] = await db
    .select({ code: customers.code, name: customers.name })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  const lines = await db
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, order.id))
    .orderBy(asc(salesOrderLines.lineNo));
  const pending = await pendingOf(db, order.id);
  return {
    orderCode: order.code,
    customerCode: customer?.code ?? '',
    customerName: customer?.name ?? '',
    status: order.status,
    lines: lines.map((l) => {
      const held = (pending.cancel.get(l.lineNo) ?? 0) + (pending.ret.get(l.lineNo) ?? 0);
      return {
        lineNo: l.lineNo,
        partCode: l.partCode,
        partNo: l.partNo,
        partName: l.partName,
        qty: l.qty,
        cancelledQty: l.cancelledQty,
        returnedQty: l.returnedQty,
        pending: held,
        open: order.status === 'fixed' ? Math.max(0, l.qty - l.cancelledQty - l.returnedQty - held) : 0,
        unitPrice: l.unitPrice,
      };
    }),
  };
};

/** A clerk asks for a return of some lines of a fixed order; nothing moves until the examination. */
export const requestReturn = async (
  db: Db,
  input: ReturnRequestInput,
  actor: AuditActor,
): Promise<ReturnView> => {
  const id = await db.transaction(async (tx) => {
    const order = await orderByCode(tx, input.orderCode, true);
    if (order.status !== 'fixed')
      throw new AppError('E2003', `확정된 주문만 반품할 수 있습니다 (${order.code}: ${order.status}).`);
    const lines = await tx
      .select()
      .from(salesOrderLines)
      .where(eq(salesOrderLines.orderId, order.id))
      .for('update');
    const pending = await pendingOf(tx, order.id);
    const seen = new Set<number>();
    for (const w of input.lines) {
      // The same line twice would pass each check alone and return more than was sold.
      if (seen.has(w.lineNo))
        throw new AppError('E0422', `반품 품목: 같은 줄 번호가 두 번 들어 있습니다 (${w.lineNo}).`);
      seen.add(w.lineNo);
      const line = lines.find((l) => l.lineNo === w.lineNo);
      if (!line) throw new AppError('E0422', `반품 품목: 주문에 없는 줄 번호입니다 (${w.lineNo}).`);
      const open = openToReturn({
        qty: line.qty,
        cancelledQty: line.cancelledQty,
        returnedQty: line.returnedQty,
        pendingCancel: pending.cancel.get(line.lineNo) ?? 0,
        pendingReturn: pending.ret.get(line.lineNo) ?? 0,
      });
      if (w.qty > open)
        throw new AppError(
          'E0422',
          `반품 품목 ${w.lineNo}번째 줄: 반품할 수 있는 수량은 ${open}개입니다 (요청 ${w.qty}개; 판매 ${line.qty}, 취소 ${line.cancelledQty}, 반품 ${line.returnedQty}, 진행 중 ${(pending.cancel.get(line.lineNo) ?? 0) + (pending.ret.get(line.lineNo) ?? 0)}).`,
          { field: 'lines' },
        );
    }
    const code = await nextDocCode(tx, 'U');
    const [row] = await tx
      .insert(orderReturns)
      .values({
        code,
        kind: input.kind,
        orderId: order.id,
        customerId: order.customerId,
        warehouseCode: order.warehouseCode,
        reason: input.reason,
        requestedBy: actor.accountId,
      })
      .returning({ id: orderReturns.id });
    await tx.insert(orderReturnLines).values(
      input.lines.map((l) => ({
        returnId: row!.id,
        lineNo: l.lineNo,
        qty: l.qty,
        disposition: l.disposition ?? defaultDisposition(input.kind),
      })),
    );
    await writeAudit(tx, actor, {
      action: 'order.return.request',
      entity: 'order_return',
      entityId: code,
      after: { order: order.code, kind: input.kind, lines: input.lines, reason: input.reason },
    });
    return row!.id;
  });
  return loadReturn(db, id, actor.accountId ?? -1);
};

/** The return locked for a second person's decision. */
const lockToDecide = async (tx: Tx, id: number, actor: AuditActor) => {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  if (!row) throw new AppError('E2001', '반품을 찾을 수 없습니다.');
  const why = whyCannotCheckReturn(row.status as ReturnStatus, row.requestedBy, actor.accountId ?? -1);
  if (why) throw new AppError('E2003', why);
  return row;
};

/** A second person checks the request: the goods are now awaited (pickup, counter) for the scan. */
export const checkReturn = async (db: Db, id: number, actor: AuditActor): Promise<ReturnView> => {
  await db.transaction(async (tx) => {
    const row = await lockToDecide(tx, id, actor);
    await tx
      .update(orderReturns)
      .set({ status: 'checked', checkedBy: actor.accountId, checkedAt: sql`now()` })
      .where(eq(orderReturns.id, id));
    await writeAudit(tx, actor, { action: 'order.return.check', entity: 'order_return', entityId: row.code });
  });
  return loadReturn(db, id, actor.accountId ?? -1);
};

/** A rejected request frees the units it held; nothing had moved. */
export const rejectReturn = async (
  db: Db,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<ReturnView> => {
  await db.transaction(async (tx) => {
    const row = await lockToDecide(tx, id, actor);
    await tx
      .update(orderReturns)
      .set({ status: 'rejected', checkedBy: actor.accountId, checkedAt: sql`now()`, rejectReason: reason })
      .where(eq(orderReturns.id, id));
    await writeAudit(tx, actor, {
      action: 'order.return.reject',
      entity: 'order_return',
      entityId: row.code,
      after: { reason },
    });
  });
  return loadReturn(db, id, actor.accountId ?? -1);
};

const requester = alias(accounts, 'requester');
const checker = alias(accounts, 'checker');
const examiner = alias(accounts, 'examiner');

export const returnViews = async (db: DbOrTx, ids: number[], readerId: number): Promise<ReturnView[]> => {
  if (ids.length === 0) return [];
  const heads = await db
    .select({
      r: orderReturns,
      orderCode: salesOrders.code,
      vatIncluded: salesOrders.vatIncluded,
      customerCode: customers.code,
      customerName: customers.name,
      requestedByName: requester.name,
      checkedByName: checker.name,
      examinedByName: examiner.name,
    })
    .from(orderReturns)
    .innerJoin(salesOrders, eq(salesOrders.id, orderReturns.orderId))
    .innerJoin(customers, eq(customers.id, orderReturns.customerId))
    .leftJoin(requester, eq(requester.id, orderReturns.requestedBy))
    .leftJoin(checker, eq(checker.id, orderReturns.checkedBy))
    .leftJoin(examiner, eq(examiner.id, orderReturns.examinedBy))
    .where(inArray(orderReturns.id, ids))
    .orderBy(desc(orderReturns.requestedAt), desc(orderReturns.id));
  const lines = await db
    .select({ rl: orderReturnLines, ol: salesOrderLines })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .innerJoin(
      salesOrderLines,
      and(
        eq(salesOrderLines.orderId, orderReturns.orderId),
        eq(salesOrderLines.lineNo, orderReturnLines.lineNo),
      ),
    )
    .where(inArray(orderReturnLines.returnId, ids))
    .orderBy(asc(orderReturnLines.lineNo));
  return heads.map((h) => {
    const mine = lines
      .filter((l) => l.rl.returnId === h.r.id)
      .map(({ rl, ol }) => {
        // As posted once examined; before that, what it would credit now.
        const money =
          rl.total !== null
            ? { supply: rl.supply ?? 0, tax: rl.tax ?? 0, total: rl.total }
            : (() => {
                const m = cancelLineAmount(
                  Math.max(rl.qty, ol.qty - ol.cancelledQty - ol.returnedQty),
                  rl.qty,
                  ol.unitPrice,
                  h.vatIncluded,
                );
                return { supply: -m.supply, tax: -m.tax, total: -m.total };
              })();
        return {
          lineNo: rl.lineNo,
          partCode: ol.partCode,
          partNo: ol.partNo,
          partName: ol.partName,
          qty: rl.qty,
          unitPrice: ol.unitPrice,
          disposition: rl.disposition as ReturnDisposition,
          ...money,
          pointsReversed: rl.pointsReversed,
          pointShortfall: rl.pointShortfall,
        };
      });
    const total = mine.reduce((a, l) => a + l.total, 0);
    const shortfall = mine.reduce((a, l) => a + l.pointShortfall, 0);
    return {
      id: h.r.id,
      code: h.r.code,
      kind: h.r.kind as ReturnKind,
      status: h.r.status as ReturnStatus,
      orderCode: h.orderCode,
      customerCode: h.customerCode,
      customerName: h.customerName,
      warehouseCode: h.r.warehouseCode,
      reason: h.r.reason,
      requestedByName: h.requestedByName,
      requestedAt: h.r.requestedAt.toISOString(),
      checkedByName: h.checkedByName,
      checkedAt: h.r.checkedAt?.toISOString() ?? null,
      rejectReason: h.r.rejectReason,
      examinedByName: h.examinedByName,
      examinedAt: h.r.examinedAt?.toISOString() ?? null,
      lines: mine,
      units: mine.reduce((a, l) => a + l.qty, 0),
      total,
      pointsReversed: mine.reduce((a, l) => a + l.pointsReversed, 0),
      pointShortfall: shortfall,
      credit: total - shortfall,
      checkProblem: whyCannotCheckReturn(h.r.status as ReturnStatus, h.r.requestedBy, readerId),
    };
  });
};

export const loadReturn = async (db: DbOrTx, id: number, readerId: number): Promise<ReturnView> => {
  const [view] = await returnViews(db, [id], readerId);
  if (!view) throw new AppError('E2001', '반품을 찾을 수 없습니다.');
  return view;
};

export const returnIdOf = async (db: DbOrTx, rawCode: string): Promise<number> => {
  const code = rawCode.trim().toUpperCase();
  const [row] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(eq(orderReturns.code, code));
  if (!row) throw new AppError('E2001', `반품 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row.id;
};

/** The return lists (by state, by kind, by customer), newest first, paged on the server. */
export const listReturns = async (
  db: DbOrTx,
  query: ReturnListQuery,
  readerId: number,
): Promise<{ rows: ReturnView[]; total: number }> => {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orderReturns.status, query.status));
  if (query.kind) conditions.push(eq(orderReturns.kind, query.kind));
  if (query.customerCode)
    conditions.push(
      sql`${orderReturns.customerId} = (select id from customers where code = ${query.customerCode.toUpperCase()})`,
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const ids = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(where)
    .orderBy(desc(orderReturns.requestedAt), desc(orderReturns.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orderReturns).where(where);
  return {
    rows: await returnViews(
      db,
      ids.map((i) => i.id),
      readerId,
    ),
    total: Number(count?.n ?? 0),
  };
};

/** Every row of a list in pages of 500, for the Excel download. */
export async function* returnPages(
  db: DbOrTx,
  query: ReturnListQuery,
  readerId: number,
): AsyncIterable<ReturnView[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listReturns(db, { ...query, page, size: 500 }, readerId);
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
