import type { ReturnExaminationView, ReturnKind, ReturnScanResult } from '@erp/domain';
import { type UnitBarcodeState, unitBarcodeEventProblem, withParticle } from '@erp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { unitBarcodes } from '../barcode/barcode.table.js';
import { ordersUnitLeftWith, scannedReturnPart } from '../barcode/returned-unit.service.js';
import { recordUnitBarcodeEvent } from '../barcode/unit-barcode.service.js';
import { customers } from '../customer/customer.table.js';
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';
import { orderReturnLines, orderReturnScans, orderReturns } from './order-return.table.js';

// Examination/Order/OrderReturnExamination: the goods of a checked return are scanned in one by
// one; a part the return does not name, an extra unit, the same unit twice or a unit sold with
// another order is refused. The completion (return-posting.service) posts everything at once.

export const returnByCode = async (db: DbOrTx, rawCode: string, lock = false) => {
  const code = rawCode.trim().toUpperCase();
  const query = db.select().from(orderReturns).where(eq(orderReturns.code, code));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('E2001', `반품 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row;
};

export const returnExaminationOf = async (db: DbOrTx, rawCode: string): Promise<ReturnExaminationView> => {
  const ret = await returnByCode(db, rawCode);
  const [order] = await db
    .select({ code: salesOrders.code, customerName: customers.name })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(salesOrders.id, ret.orderId));
  const lines = await db
    .select({
      lineNo: orderReturnLines.lineNo,
      qty: orderReturnLines.qty,
      partCode: salesOrderLines.partCode,
      partNo: salesOrderLines.partNo,
      partName: salesOrderLines.partName,
    })
    .from(orderReturnLines)
    .innerJoin(
      salesOrderLines,
      and(eq(salesOrderLines.orderId, ret.orderId), eq(salesOrderLines.lineNo, orderReturnLines.lineNo)),
    )
    .where(eq(orderReturnLines.returnId, ret.id))
    .orderBy(asc(orderReturnLines.lineNo));
  const scans = (
    await db
      .select({ scan: orderReturnScans, name: accounts.name })
      .from(orderReturnScans)
      .leftJoin(accounts, eq(accounts.id, orderReturnScans.scannedBy))
      .where(eq(orderReturnScans.returnId, ret.id))
      .orderBy(asc(orderReturnScans.id))
  ).map((r) => ({
    at: r.scan.scannedAt.toISOString(),
    lineNo: r.scan.lineNo,
    scanned: r.scan.scannedValue,
    unitBarcode: r.scan.unitBarcode,
    scannedByName: r.name,
  }));
  const [doneBy] = ret.examinedBy
    ? await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, ret.examinedBy))
    : [];
  const view = lines.map((l) => ({
    lineNo: l.lineNo,
    partCode: l.partCode,
    partNo: l.partNo,
    partName: l.partName,
    required: l.qty,
    scanned: scans.filter((s) => s.lineNo === l.lineNo).length,
  }));
  return {
    returnCode: ret.code,
    returnId: ret.id,
    kind: ret.kind as ReturnKind,
    orderCode: order?.code ?? '',
    customerName: order?.customerName ?? '',
    reason: ret.reason,
    status: ret.examinedAt ? 'done' : scans.length > 0 ? 'scanning' : 'none',
    lines: view,
    complete: view.every((l) => l.scanned >= l.required),
    completedAt: ret.examinedAt?.toISOString() ?? null,
    completedByName: doneBy?.name ?? null,
    scans,
  };
};

/** One returned unit scanned in (only a checked return, never after its completion). */
export const scanReturn = async (
  db: Db,
  rawCode: string,
  rawValue: string,
  actor: AuditActor,
): Promise<ReturnScanResult> => {
  const code = rawCode.trim().toUpperCase();
  const { scannedValue, partCode, unit } = await scannedReturnPart(db, rawValue);
  const matched = await db.transaction(async (tx) => {
    // The return row is the lock: two examiners scanning the same return count one after the other.
    const ret = await returnByCode(tx, code, true);
    if (ret.status === 'examined') throw new AppError('E2003', '반품 검수가 이미 끝난 반품입니다.');
    if (ret.status !== 'checked')
      throw new AppError('E2003', '확인된 반품만 검수할 수 있습니다. 먼저 반품 확인을 받으세요.');
    const view = await returnExaminationOf(tx, code);
    const candidates = view.lines.filter((l) => l.partCode === partCode);
    if (candidates.length === 0)
      throw new AppError('E2003', `반품분에 없는 품목입니다 (${partCode}). 다른 부품이 아닌지 확인하세요.`);
    const line = candidates.find((l) => l.scanned < l.required);
    if (!line)
      throw new AppError(
        'E2003',
        `수량 초과: ${withParticle(candidates[0]!.partName, '은/는')} ${candidates.reduce((a, l) => a + l.required, 0)}개만 반품됩니다.`,
      );
    if (unit) {
      if (view.scans.some((s) => s.unitBarcode === unit))
        throw new AppError('E2003', `이미 검수한 개체입니다 (${unit}).`);
      // Only a unit that left with a sale comes back: its completion moves it to stock (return_in).
      const [state] = await tx
        .select({ state: unitBarcodes.state })
        .from(unitBarcodes)
        .where(eq(unitBarcodes.value, unit));
      const problem = state && unitBarcodeEventProblem(state.state as UnitBarcodeState, 'return_in');
      if (problem) throw new AppError('E2003', `${problem} (${unit})`);
      const soldWith = await ordersUnitLeftWith(tx, unit);
      if (soldWith.length > 0 && !soldWith.includes(view.orderCode))
        throw new AppError(
          'E2003',
          `다른 주문(${soldWith.at(-1)})으로 나간 개체입니다 (${unit}). 이 반품이 아닙니다.`,
        );
      await recordUnitBarcodeEvent(
        tx,
        { value: unit, event: 'examined', docKind: 'order_return', docCode: code, memo: '반품 검수' },
        actor,
      );
    }
    await tx.insert(orderReturnScans).values({
      returnId: ret.id,
      lineNo: line.lineNo,
      scannedValue,
      unitBarcode: unit,
      scannedBy: actor.accountId,
    });
    return { lineNo: line.lineNo, unit };
  });
  return { ...(await returnExaminationOf(db, code)), matchedLine: matched.lineNo, unitBarcode: matched.unit };
};
