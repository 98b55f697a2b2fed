import type { ExaminationLine, ExaminationView, ScanResult } from '@erp/domain';
import { normalizePartNumber, reduceScannedBarcode, withParticle } from '@erp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError, isAppError } from '../../platform/errors/app-error.js';
import { scanBarcode } from '../barcode/barcode.service.js';
import { recordUnitBarcodeEvent } from '../barcode/unit-barcode.service.js';
import { oldestBatteryUnit } from './battery-fefo.js';
import { assertFullyScanned } from './examination-lines.js';
import { recordOrderEvent } from './order-event.service.js';
import {
  orderExaminationScans,
  orderExaminations,
  salesOrderLines,
  salesOrders,
} from './sales-order.table.js';

export type { ExaminationLine, ExaminationView, ScanResult };

const orderByCode = async (db: DbOrTx, code: string) => {
  const [order] = await db.select().from(salesOrders).where(eq(salesOrders.code, code));
  if (!order) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return order;
};

export const examinationOf = async (db: DbOrTx, code: string): Promise<ExaminationView> => {
  const order = await orderByCode(db, code);
  const [exam] = await db.select().from(orderExaminations).where(eq(orderExaminations.orderId, order.id));
  const lines = await db
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, order.id))
    .orderBy(asc(salesOrderLines.lineNo));
  const scanned = exam
    ? await db
        .select({
          lineNo: orderExaminationScans.lineNo,
          qty: sql<number>`sum(${orderExaminationScans.qty})::int`,
        })
        .from(orderExaminationScans)
        .where(eq(orderExaminationScans.examinationId, exam.id))
        .groupBy(orderExaminationScans.lineNo)
    : [];
  const scannedBy = new Map(scanned.map((s) => [s.lineNo, Number(s.qty)]));
  const view = lines
    .map((l) => ({
      lineNo: l.lineNo,
      partCode: l.partCode,
      partNo: l.partNo,
      partName: l.partName,
      required: l.qty - l.cancelledQty,
      scanned: scannedBy.get(l.lineNo) ?? 0,
    }))
    .filter((l) => l.required > 0);
  return {
    orderCode: order.code,
    status: exam ? (exam.status as 'scanning' | 'done') : 'none',
    examinerId: exam?.examinerId ?? null,
    lines: view,
    complete: view.every((l) => l.scanned >= l.required),
  };
};

/** A second person (not the clerk who registered the order) starts checking a fixed order. */
export const startExamination = async (db: Db, code: string, actor: AuditActor): Promise<ExaminationView> => {
  const order = await orderByCode(db, code);
  if (order.status !== 'fixed') throw new AppError('E2003', '확정된 주문만 검수할 수 있습니다.');
  if (order.createdBy !== null && order.createdBy === actor.accountId) {
    throw new AppError('E2003', '주문을 등록한 사람은 검수할 수 없습니다. 다른 직원이 검수해야 합니다.');
  }
  await db.transaction(async (tx) => {
    const started = await tx
      .insert(orderExaminations)
      .values({ orderId: order.id, examinerId: actor.accountId })
      .onConflictDoNothing()
      .returning({ id: orderExaminations.id });
    if (started.length > 0) await recordOrderEvent(tx, actor, { orderId: order.id, kind: 'exam-started' });
  });
  const [exam] = await db.select().from(orderExaminations).where(eq(orderExaminations.orderId, order.id));
  if (exam!.examinerId !== actor.accountId && exam!.status === 'scanning') {
    throw new AppError('E0409', '다른 직원이 이미 검수 중인 주문입니다.');
  }
  return examinationOf(db, code);
};

/**
 * One scan: the barcode must be a part of this order with quantity still to check; a unit
 * barcode counts once and goes into that unit's history. Anything else is refused with the reason
 * the examiner hears (the screen plays a sound on a refusal).
 */
export const scanForExamination = async (
  db: Db,
  code: string,
  rawValue: string,
  actor: AuditActor,
): Promise<ScanResult> => {
  try {
    return await scanOnce(db, code, rawValue, actor);
  } catch (error) {
    // A refused scan changes nothing, so its record is written on its own: OrderProblemList
    // shows orders whose examination refused a part or a quantity.
    if (isAppError(error) && (error.code === 'E2003' || error.code === 'E0422')) {
      const [order] = await db
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(eq(salesOrders.code, code));
      if (order)
        await recordOrderEvent(db, actor, {
          orderId: order.id,
          kind: 'exam-refused',
          reason: error.message,
          after: { scanned: reduceScannedBarcode(rawValue).slice(0, 100) },
        });
    }
    throw error;
  }
};

/**
 * A part of the order that has no barcode at all (no maker barcode, no unit barcode), named by its
 * part number or part code: such a part could never be scanned, so the examiner types what is
 * printed on it. A part that has a barcode must be scanned; typing its number does not count.
 */
const barcodelessPartOfOrder = async (db: DbOrTx, code: string, typed: string): Promise<string | null> => {
  const norm = normalizePartNumber(typed);
  if (!norm) return null;
  const [row] = await queryRows<{ code: string }>(
    db,
    sql`select p.code from sales_order_lines l
        join sales_orders o on o.id = l.order_id
        join parts p on p.id = l.part_id
        where o.code = ${code.trim().toUpperCase()}
          and (p.part_no_norm = ${norm} or p.code = ${typed.trim().toUpperCase()})
          and not exists (select 1 from part_barcodes b where b.part_id = p.id)
          and not exists (select 1 from unit_barcodes u where u.part_id = p.id and u.state <> 'void')
        limit 1`,
  );
  return row?.code ?? null;
};

const scanOnce = async (db: Db, code: string, rawValue: string, actor: AuditActor): Promise<ScanResult> => {
  const scannedValue = reduceScannedBarcode(rawValue);
  if (!scannedValue) throw new AppError('E0422', '바코드: 읽은 값이 없습니다.');
  const scan = await scanBarcode(db, scannedValue);
  const partCode = scan.partCode ?? (await barcodelessPartOfOrder(db, code, scannedValue));
  if (!partCode)
    throw new AppError(
      'E0422',
      `바코드: 등록되지 않은 바코드입니다 (${scannedValue}). 바코드가 없는 부품은 품번을 입력하세요.`,
    );
  const matched = await db.transaction(async (tx) => {
    const order = await orderByCode(tx, code);
    const [exam] = await tx
      .select()
      .from(orderExaminations)
      .where(eq(orderExaminations.orderId, order.id))
      .for('update');
    if (!exam) throw new AppError('E2003', '검수를 먼저 시작하세요.');
    if (exam.status === 'done') throw new AppError('E2003', '검수가 이미 끝난 주문입니다.');
    if (exam.examinerId !== actor.accountId) throw new AppError('E0409', '다른 직원이 검수 중인 주문입니다.');
    const view = await examinationOf(tx, code);
    const candidates = view.lines.filter((l) => l.partCode === partCode);
    if (candidates.length === 0)
      throw new AppError('E2003', `주문에 없는 품목입니다 (${partCode}). 다른 부품이 아닌지 확인하세요.`);
    const line = candidates.find((l) => l.scanned < l.required);
    if (!line) {
      const first = candidates[0]!;
      throw new AppError(
        'E2003',
        `수량 초과: ${withParticle(first.partName, '은/는')} ${candidates.reduce((a, l) => a + l.required, 0)}개만 주문되었습니다.`,
      );
    }
    // A battery scanned by its part barcode takes the oldest unit on hand (FEFO); a scanned
    // unit barcode takes that very unit.
    const unitValue =
      scan.kind === 'unit' ? scan.value : await oldestBatteryUnit(tx, partCode, order.warehouseCode);
    if (unitValue !== null) {
      const inserted = await tx
        .insert(orderExaminationScans)
        .values({
          examinationId: exam.id,
          lineNo: line.lineNo,
          scanned: scannedValue,
          unitBarcode: unitValue,
          qty: 1,
          scannedBy: actor.accountId,
        })
        .onConflictDoNothing()
        .returning({ id: orderExaminationScans.id });
      if (inserted.length === 0) throw new AppError('E2003', `이미 검수한 개체입니다 (${unitValue}).`);
      await recordUnitBarcodeEvent(
        tx,
        { value: unitValue, event: 'examined', docKind: 'sales_order', docCode: code },
        actor,
      );
    } else {
      await tx.insert(orderExaminationScans).values({
        examinationId: exam.id,
        lineNo: line.lineNo,
        scanned: scannedValue,
        qty: 1,
        scannedBy: actor.accountId,
      });
    }
    return { lineNo: line.lineNo, unit: unitValue };
  });
  return { ...(await examinationOf(db, code)), matchedLine: matched.lineNo, unitBarcode: matched.unit };
};

/** Ends the examination when every line is fully scanned; otherwise says which lines are short. */
export const completeExamination = async (
  db: Db,
  code: string,
  actor: AuditActor,
): Promise<ExaminationView> => {
  const view = await examinationOf(db, code);
  if (view.status !== 'scanning')
    throw new AppError(
      'E2003',
      view.status === 'done' ? '검수가 이미 끝났습니다.' : '검수를 먼저 시작하세요.',
    );
  assertFullyScanned(view.lines, '검수');
  const order = await orderByCode(db, code);
  await db.transaction(async (tx) => {
    await tx
      .update(orderExaminations)
      .set({ status: 'done', completedAt: sql`now()` })
      .where(and(eq(orderExaminations.orderId, order.id), eq(orderExaminations.status, 'scanning')));
    await recordOrderEvent(tx, actor, { orderId: order.id, kind: 'examined' });
    await writeAudit(tx, actor, { action: 'order.examination.done', entity: 'sales_order', entityId: code });
  });
  return examinationOf(db, code);
};
