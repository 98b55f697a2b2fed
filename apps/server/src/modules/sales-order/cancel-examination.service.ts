import type {
  CancelAwaitingReturn,
  CancelExaminationLine,
  CancelExaminationScan,
  CancelExaminationView,
  CancelScanResult,
} from '@erp/domain';
import { withParticle } from '@erp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ordersUnitLeftWith, scannedReturnPart } from '../barcode/returned-unit.service.js';
import { recordUnitBarcodeEvent } from '../barcode/unit-barcode.service.js';
import { customers } from '../customer/customer.table.js';
import { assertFullyScanned } from './examination-lines.js';
import {
  orderCancelExaminationScans,
  orderCancelRequestLines,
  orderCancelRequests,
  salesOrderLines,
  salesOrders,
} from './sales-order.table.js';

// Examination/Order/OrderCancelExamination: the goods a checked cancel took back are scanned in
// one by one when they come back to the warehouse (the stock was already restored by the check;
// this is the physical proof that the right parts arrived). A part that is not in the cancel, or
// more units than were cancelled, is refused.
//
// Storage: the scans are append-only rows of order_cancel_examination_scans (a unit counts once
// per cancel, by a unique index); the end of the examination is return_examined_at/by on the
// cancel request, which also keeps the list of returns still awaited on a small partial index.

export type { CancelExaminationLine, CancelExaminationScan, CancelExaminationView, CancelScanResult };

const requestByCode = async (db: DbOrTx, code: string, lock = false) => {
  const query = db
    .select({
      id: orderCancelRequests.id,
      code: orderCancelRequests.code,
      status: orderCancelRequests.status,
      reason: orderCancelRequests.reason,
      orderId: orderCancelRequests.orderId,
      returnExaminedAt: orderCancelRequests.returnExaminedAt,
      returnExaminedBy: orderCancelRequests.returnExaminedBy,
    })
    .from(orderCancelRequests)
    .where(eq(orderCancelRequests.code, code));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('E2001', `취소 요청 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row;
};

/** What a cancel must bring back, what was scanned so far and whether it is finished. */
export const cancelExaminationOf = async (db: DbOrTx, rawCode: string): Promise<CancelExaminationView> => {
  const request = await requestByCode(db, rawCode.trim().toUpperCase());
  const [order] = await db
    .select({ code: salesOrders.code, customerName: customers.name })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(salesOrders.id, request.orderId));
  const lines = await db
    .select({
      lineNo: orderCancelRequestLines.lineNo,
      qty: orderCancelRequestLines.qty,
      partCode: salesOrderLines.partCode,
      partNo: salesOrderLines.partNo,
      partName: salesOrderLines.partName,
    })
    .from(orderCancelRequestLines)
    .innerJoin(
      salesOrderLines,
      and(
        eq(salesOrderLines.orderId, request.orderId),
        eq(salesOrderLines.lineNo, orderCancelRequestLines.lineNo),
      ),
    )
    .where(eq(orderCancelRequestLines.requestId, request.id))
    .orderBy(asc(orderCancelRequestLines.lineNo));
  const scans = (
    await db
      .select({ scan: orderCancelExaminationScans, name: accounts.name })
      .from(orderCancelExaminationScans)
      .leftJoin(accounts, eq(accounts.id, orderCancelExaminationScans.scannedBy))
      .where(eq(orderCancelExaminationScans.requestId, request.id))
      .orderBy(asc(orderCancelExaminationScans.id))
  ).map((r) => ({
    at: r.scan.scannedAt.toISOString(),
    lineNo: r.scan.lineNo,
    scanned: r.scan.scannedValue,
    unitBarcode: r.scan.unitBarcode,
    scannedByName: r.name,
  }));
  const [completedBy] = request.returnExaminedBy
    ? await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, request.returnExaminedBy))
    : [];
  const done = request.returnExaminedAt;
  const view = lines.map((l) => ({
    lineNo: l.lineNo,
    partCode: l.partCode,
    partNo: l.partNo,
    partName: l.partName,
    required: l.qty,
    scanned: scans.filter((s) => s.lineNo === l.lineNo).length,
  }));
  return {
    cancelCode: request.code,
    cancelId: request.id,
    orderCode: order?.code ?? '',
    customerName: order?.customerName ?? '',
    reason: request.reason,
    status: done ? 'done' : scans.length > 0 ? 'scanning' : 'none',
    lines: view,
    complete: view.every((l) => l.scanned >= l.required),
    completedAt: done?.toISOString() ?? null,
    completedByName: completedBy?.name ?? null,
    scans,
  };
};

/**
 * One returned unit scanned in. Refused: a cancel not yet checked, a finished examination, a
 * part the cancel did not take back, more units than it took back, the same unit twice, and a
 * unit that was examined out with another order.
 */
export const scanCancelReturn = async (
  db: Db,
  rawCode: string,
  rawValue: string,
  actor: AuditActor,
): Promise<CancelScanResult> => {
  const code = rawCode.trim().toUpperCase();
  const { scannedValue, partCode, unit } = await scannedReturnPart(db, rawValue);
  const matched = await db.transaction(async (tx) => {
    // The request row is the lock: two examiners scanning the same cancel count one after the other.
    const request = await requestByCode(tx, code, true);
    if (request.status !== 'checked')
      throw new AppError('E2003', '확인된 취소만 반품 검수할 수 있습니다. 먼저 취소 확인을 받으세요.');
    const view = await cancelExaminationOf(tx, code);
    if (view.status === 'done') throw new AppError('E2003', '반품 검수가 이미 끝난 취소입니다.');
    const candidates = view.lines.filter((l) => l.partCode === partCode);
    if (candidates.length === 0)
      throw new AppError('E2003', `취소분에 없는 품목입니다 (${partCode}). 다른 부품이 아닌지 확인하세요.`);
    const line = candidates.find((l) => l.scanned < l.required);
    if (!line) {
      const first = candidates[0]!;
      throw new AppError(
        'E2003',
        `수량 초과: ${withParticle(first.partName, '은/는')} ${candidates.reduce((a, l) => a + l.required, 0)}개만 취소되었습니다.`,
      );
    }
    if (unit) {
      if (view.scans.some((s) => s.unitBarcode === unit))
        throw new AppError('E2003', `이미 검수한 개체입니다 (${unit}).`);
      const soldWith = await ordersUnitLeftWith(tx, unit);
      if (soldWith.length > 0 && !soldWith.includes(view.orderCode))
        throw new AppError(
          'E2003',
          `다른 주문(${soldWith.at(-1)})으로 나간 개체입니다 (${unit}). 이 취소의 반품이 아닙니다.`,
        );
      await recordUnitBarcodeEvent(
        tx,
        { value: unit, event: 'examined', docKind: 'order_cancel', docCode: code, memo: '취소 반품 검수' },
        actor,
      );
    }
    await tx.insert(orderCancelExaminationScans).values({
      requestId: request.id,
      lineNo: line.lineNo,
      scannedValue,
      unitBarcode: unit,
      scannedBy: actor.accountId,
    });
    return { lineNo: line.lineNo, unit };
  });
  return { ...(await cancelExaminationOf(db, code)), matchedLine: matched.lineNo, unitBarcode: matched.unit };
};

/** Ends the cancel's examination once every returned unit is scanned; names the short lines otherwise. */
export const completeCancelExamination = async (
  db: Db,
  rawCode: string,
  actor: AuditActor,
): Promise<CancelExaminationView> => {
  const code = rawCode.trim().toUpperCase();
  await db.transaction(async (tx) => {
    const request = await requestByCode(tx, code, true);
    const view = await cancelExaminationOf(tx, code);
    if (view.status === 'done') throw new AppError('E2003', '반품 검수가 이미 끝났습니다.');
    assertFullyScanned(view.lines, '반품 검수');
    await tx
      .update(orderCancelRequests)
      .set({ returnExaminedAt: sql`now()`, returnExaminedBy: actor.accountId })
      .where(eq(orderCancelRequests.id, request.id));
    await writeAudit(tx, actor, {
      action: 'order.cancel.examination.done',
      entity: 'order_cancel_request',
      entityId: code,
      after: { units: view.lines.reduce((n, l) => n + l.required, 0) },
    });
  });
  return cancelExaminationOf(db, code);
};

export type { CancelAwaitingReturn };

type AwaitingSql = {
  id: number;
  code: string;
  order_code: string;
  customer_name: string;
  reason: string;
  checked_at: Date | string | null;
  units: number | string;
  scanned: number | string;
  total_count: number | string;
};

/** Checked cancels whose returned goods are not yet all scanned in, the latest check first. */
export const cancelsAwaitingReturn = async (
  db: DbOrTx,
  query: { page: number; size: number },
): Promise<{ rows: CancelAwaitingReturn[]; total: number }> => {
  const rows = await queryRows<AwaitingSql>(
    db,
    sql`select r.id, r.code, o.code as order_code, c.name as customer_name, r.reason, r.checked_at,
               (select coalesce(sum(l.qty), 0) from order_cancel_request_lines l where l.request_id = r.id)::int as units,
               (select count(*) from order_cancel_examination_scans s where s.request_id = r.id)::int as scanned,
               count(*) over ()::int as total_count
          from order_cancel_requests r
          join sales_orders o on o.id = r.order_id
          join customers c on c.id = o.customer_id
         where r.status = 'checked' and r.return_examined_at is null
         order by r.checked_at desc nulls last, r.id desc nulls last
         limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return {
    total: Number(rows[0]?.total_count ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      code: r.code,
      orderCode: r.order_code,
      customerName: r.customer_name,
      reason: r.reason,
      checkedAt: r.checked_at === null ? null : new Date(r.checked_at).toISOString(),
      units: Number(r.units),
      scanned: Number(r.scanned),
    })),
  };
};
