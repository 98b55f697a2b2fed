import {
  type ExamDamageInput,
  type ExamScanInput,
  type ExamScanResult,
  normalizePartNumber,
  type PurchaseExamination,
  priceLine,
  reduceScannedBarcode,
  whyCannotCount,
  whyCannotMarkDamaged,
  whyCannotPostExamination,
  withParticle,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError, isAppError } from '../../platform/errors/app-error.js';
import { scanBarcode } from '../barcode/barcode.service.js';
import { recordUnitBarcodeEvent } from '../barcode/unit-barcode.service.js';
import { fixPurchaseInTx } from '../purchase/purchase.service.js';
import { assertWithinOrdered } from '../purchase-order/purchase-arrival.service.js';
import {
  purchaseExaminationLines,
  purchaseExaminationScans,
  purchaseExaminations,
} from './purchase-examination.table.js';
import {
  arrivalHead,
  arrivalLines,
  BATTERY_SQL,
  examinationView,
  viewOfHead,
} from './purchase-examination.view.js';

// The arrival examination (입고 검수): every unit of a draft purchase is scanned and counted on
// its line, server-side as it happens; the posting sets the draft's lines to what was examined
// (less the damaged) and fixes it — stock in and payable up by exactly that — in one transaction.

const STALE = '다른 사용자가 먼저 이 입고를 변경했습니다. 새로고침 후 다시 시도하세요.';

/**
 * The arrival read FOR SHARE (so a posting, which takes it FOR UPDATE, waits for the scans in
 * flight and they wait for it) and its examination, started on first use.
 */
const openExamination = async (tx: Tx, code: string, actor: AuditActor) => {
  const [purchase] = await queryRows<{ id: number; status: string; code: string }>(
    tx,
    sql`select id, status, code from purchases where code = ${code.trim().toUpperCase()} for share`,
  );
  if (!purchase) throw new AppError('E2001', `입고(매입) ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  if (purchase.status !== 'draft')
    throw new AppError('E2003', '이미 확정된 매입입니다. 미확정 입고만 검수할 수 있습니다.');
  await tx
    .insert(purchaseExaminations)
    .values({ purchaseId: purchase.id, startedBy: actor.accountId })
    .onConflictDoNothing();
  const [exam] = await tx
    .select()
    .from(purchaseExaminations)
    .where(eq(purchaseExaminations.purchaseId, purchase.id));
  if (exam!.status === 'posted') throw new AppError('E2003', '이미 검수 확정된 입고입니다.');
  // The draft's lines join the examination as they are; a draft edited since (a line added, a
  // quantity changed) is followed, never below what was already counted.
  await queryRows(
    tx,
    sql`insert into purchase_examination_lines (examination_id, part_id, line_no, qty)
        select ${exam!.id}, part_id, line_no, qty from purchase_lines where purchase_id = ${purchase.id}
        on conflict (examination_id, part_id) do update set qty = excluded.qty, line_no = excluded.line_no
          where purchase_examination_lines.examined <= excluded.qty`,
  );
  return { purchase, exam: exam! };
};

/**
 * A part of the arrival that has no barcode at all, named by its part code or number: such a
 * part could never be scanned, so the examiner types what is printed on it.
 */
const barcodelessPartOnArrival = async (db: DbOrTx, code: string, typed: string): Promise<string | null> => {
  const norm = normalizePartNumber(typed);
  if (!norm) return null;
  const [row] = await queryRows<{ code: string }>(
    db,
    sql`select p.code from purchase_lines l join purchases pu on pu.id = l.purchase_id
        join parts p on p.id = l.part_id
        where pu.code = ${code.trim().toUpperCase()}
          and (p.part_no_norm = ${norm} or p.code = ${typed.trim().toUpperCase()})
          and not exists (select 1 from part_barcodes b where b.part_id = p.id)
          and not exists (select 1 from unit_barcodes u where u.part_id = p.id and u.state <> 'void')
        limit 1`,
  );
  return row?.code ?? null;
};

/** The battery date code of a scan: the unit's own, else the typed one; required on a battery line. */
const dateCodeOf = (
  line: { battery: boolean; partName: string },
  unitMadeOn: string | null,
  typed: string | null | undefined,
): string | null => {
  if (!line.battery) return null;
  const code = unitMadeOn ?? typed ?? null;
  if (!code)
    throw new AppError(
      'E0422',
      `제조 일자: ${withParticle(line.partName, '은/는')} 배터리라 제조 일자(YYMM 또는 YYYYMMDD)를 입력하고 스캔하세요.`,
    );
  return code;
};

/**
 * One scan counts one unit on its line. Refused, with the reason the examiner hears: an unknown
 * code, a part not on the arrival, more than the arrival's quantity, a unit already examined or
 * printed for another document.
 */
export const scanArrival = async (
  db: Db,
  code: string,
  input: ExamScanInput,
  actor: AuditActor,
): Promise<ExamScanResult> => {
  try {
    return await scanOnce(db, code, input, actor);
  } catch (error) {
    // Kept for the record (PurchaseExaminationList): what was read and why it was refused.
    if (isAppError(error) && (error.code === 'E2003' || error.code === 'E0422'))
      await queryRows(
        db,
        sql`insert into purchase_examination_refusals (purchase_id, scanned, reason, scanned_by)
            select id, ${reduceScannedBarcode(input.barcode).slice(0, 200)}, ${error.message}, ${actor.accountId}::int
            from purchases where code = ${code.trim().toUpperCase()}`,
      );
    throw error;
  }
};

const scanOnce = async (
  db: Db,
  code: string,
  input: ExamScanInput,
  actor: AuditActor,
): Promise<ExamScanResult> => {
  const scannedValue = reduceScannedBarcode(input.barcode);
  if (!scannedValue) throw new AppError('E0422', '바코드: 읽은 값이 없습니다.');
  const scan = await scanBarcode(db, scannedValue);
  const partCode = scan.partCode ?? (await barcodelessPartOnArrival(db, code, scannedValue));
  if (!partCode)
    throw new AppError(
      'E0422',
      `바코드: 등록되지 않은 바코드입니다 (${scannedValue}). 바코드가 없는 부품은 품번을 입력하세요.`,
    );
  const matched = await db.transaction(async (tx) => {
    const { purchase, exam } = await openExamination(tx, code, actor);
    const [line] = await queryRows<{
      id: number;
      part_id: number;
      line_no: number;
      qty: number;
      examined: number;
      part_name: string;
      battery: boolean;
    }>(
      tx,
      sql`select el.id, el.part_id, el.line_no, el.qty, el.examined, p.name as part_name,
            ${BATTERY_SQL(sql.raw('p.kind_code'))} as battery
          from purchase_examination_lines el join parts p on p.id = el.part_id
          where el.examination_id = ${exam.id} and p.code = ${partCode}
          for update of el`,
    );
    if (!line)
      throw new AppError(
        'E2003',
        `입고 목록에 없는 품목입니다 (${partCode}). 다른 부품이 아닌지 확인하세요.`,
      );
    if (scan.kind === 'unit' && scan.unit) {
      const unit = scan.unit;
      if (unit.docKind !== 'purchase' || unit.docCode !== purchase.code)
        throw new AppError(
          'E2003',
          `다른 문서의 개체 바코드입니다 (${unit.value}${unit.docCode ? `, ${unit.docCode}` : ''}). 이 입고에 발행한 바코드를 스캔하세요.`,
        );
    }
    const extra = whyCannotCount({ partName: line.part_name, qty: line.qty, examined: line.examined });
    if (extra) throw new AppError('E2003', extra);
    const unitValue = scan.kind === 'unit' ? scan.value : null;
    const dateCode = dateCodeOf(
      { battery: line.battery, partName: line.part_name },
      scan.unit?.manufacturedOn ?? null,
      input.dateCode,
    );
    const inserted = await tx
      .insert(purchaseExaminationScans)
      .values({
        examinationId: exam.id,
        partId: line.part_id,
        lineNo: line.line_no,
        scanned: scannedValue.slice(0, 200),
        unitBarcode: unitValue,
        dateCode,
        scannedBy: actor.accountId,
      })
      .onConflictDoNothing()
      .returning({ id: purchaseExaminationScans.id });
    if (inserted.length === 0) throw new AppError('E2003', `이미 검수한 개체입니다 (${unitValue}).`);
    await tx
      .update(purchaseExaminationLines)
      .set({ examined: sql`${purchaseExaminationLines.examined} + 1` })
      .where(eq(purchaseExaminationLines.id, line.id));
    if (unitValue)
      await recordUnitBarcodeEvent(
        tx,
        { value: unitValue, event: 'examined', docKind: 'purchase', docCode: purchase.code },
        actor,
      );
    return { lineNo: line.line_no, unit: unitValue };
  });
  return { ...(await examinationView(db, code)), matchedLine: matched.lineNo, unitBarcode: matched.unit };
};

/** Records how many of a line's examined units are damaged (they stay out of stock and payable). */
export const markDamaged = async (
  db: Db,
  code: string,
  input: ExamDamageInput,
  actor: AuditActor,
): Promise<PurchaseExamination> => {
  await db.transaction(async (tx) => {
    const { exam } = await openExamination(tx, code, actor);
    const [line] = await tx
      .select()
      .from(purchaseExaminationLines)
      .where(
        and(
          eq(purchaseExaminationLines.examinationId, exam.id),
          eq(purchaseExaminationLines.lineNo, input.lineNo),
        ),
      )
      .for('update');
    if (!line) throw new AppError('E0422', `줄 번호: 이 입고에 ${input.lineNo}번 줄이 없습니다.`);
    const problem = whyCannotMarkDamaged(line, input.damaged);
    if (problem) throw new AppError('E0422', problem);
    if (input.damaged > 0 && !input.reason)
      throw new AppError('E0422', '파손 사유: 파손 수량을 적을 때는 사유를 입력하세요.');
    await tx
      .update(purchaseExaminationLines)
      .set({ damaged: input.damaged, damageReason: input.damaged > 0 ? (input.reason ?? null) : null })
      .where(eq(purchaseExaminationLines.id, line.id));
    await writeAudit(tx, actor, {
      action: 'purchase.examination.damage',
      entity: 'purchase',
      entityId: code,
      before: { lineNo: line.lineNo, damaged: line.damaged },
      after: { lineNo: line.lineNo, damaged: input.damaged, reason: input.reason ?? null },
    });
  });
  return examinationView(db, code);
};

/**
 * The draft's lines take the accepted quantity (examined − damaged), in one statement each for
 * the changed and the removed lines and one for the header's totals. A line accepted 0 leaves
 * the purchase: nothing of it came in, so nothing is owed for it; the examination keeps it.
 */
const setAcceptedQuantities = async (
  tx: Tx,
  purchaseId: number,
  accepted: ReadonlyMap<number, number>,
): Promise<void> => {
  const lines = await queryRows<{
    id: number;
    part_id: number;
    qty: number;
    unit_price: number;
    vat_included: boolean;
  }>(
    tx,
    sql`select id, part_id, qty, unit_price, vat_included from purchase_lines where purchase_id = ${purchaseId}`,
  );
  const onDraft = new Set(lines.map((l) => l.part_id));
  if ([...accepted].some(([partId, qty]) => qty > 0 && !onDraft.has(partId)))
    throw new AppError(
      'E2003',
      '검수한 품목이 매입에서 빠졌습니다. 매입을 다시 고치거나 검수 기록을 확인하세요.',
    );
  const keep = lines.filter((l) => (accepted.get(l.part_id) ?? 0) > 0);
  const drop = lines.filter((l) => (accepted.get(l.part_id) ?? 0) === 0);
  const changed = keep.filter((l) => accepted.get(l.part_id) !== l.qty);
  if (drop.length > 0)
    await queryRows(
      tx,
      sql`delete from purchase_lines where id in (${sql.join(
        drop.map((l) => sql`${l.id}`),
        sql`, `,
      )})`,
    );
  if (changed.length > 0) {
    const values = changed.map((l) => {
      const qty = accepted.get(l.part_id)!;
      const unitPrice = Number(l.unit_price);
      const money = priceLine(qty, unitPrice, l.vat_included);
      return sql`(${l.id}::int, ${qty}::int, ${qty * unitPrice}::bigint, ${money.supply}::bigint, ${money.tax}::bigint, ${money.total}::bigint)`;
    });
    await queryRows(
      tx,
      sql`update purchase_lines l set qty = v.qty, amount = v.amount, supply = v.supply, vat = v.vat, total = v.total
          from (values ${sql.join(values, sql`, `)}) v(id, qty, amount, supply, vat, total) where l.id = v.id`,
    );
  }
  await queryRows(
    tx,
    sql`update purchases pu set supply = t.supply, vat = t.vat, total = t.total,
          version = pu.version + 1, updated_at = now()
        from (select coalesce(sum(supply), 0) as supply, coalesce(sum(vat), 0) as vat, coalesce(sum(total), 0) as total
              from purchase_lines where purchase_id = ${purchaseId}) t
        where pu.id = ${purchaseId}`,
  );
};

/**
 * Unit labels printed for this arrival whose item was never scanned did not come in (or came
 * without its label): they are voided, so the fix takes into stock only the units examined.
 */
const voidUnexaminedUnits = async (
  tx: Tx,
  code: string,
  examId: number,
  actor: AuditActor,
): Promise<void> => {
  const unscanned = await queryRows<{ value: string }>(
    tx,
    sql`select u.value from unit_barcodes u
        where u.doc_kind = 'purchase' and u.doc_code = ${code} and u.state = 'created'
          and not exists (select 1 from purchase_examination_scans s
                          where s.examination_id = ${examId} and s.unit_barcode = u.value)
        order by u.serial`,
  );
  for (const unit of unscanned)
    await recordUnitBarcodeEvent(
      tx,
      {
        value: unit.value,
        event: 'void',
        docKind: 'purchase',
        docCode: code,
        memo: '입고 검수에서 확인되지 않음',
      },
      actor,
    );
};

/**
 * 검수 확정: in one transaction, the arrival locked at the version the examiner saw, its lines
 * set to the accepted quantity, the purchase fixed (stock-in moves and payable for exactly that)
 * and the examination stamped as posted. A second posting is refused.
 */
export const postExamination = async (
  db: Db,
  code: string,
  version: number | undefined,
  actor: AuditActor,
): Promise<PurchaseExamination> => {
  const purchaseCode = await db.transaction(async (tx) => {
    const [locked] = await queryRows<{ id: number; code: string; status: string; version: number }>(
      tx,
      sql`select id, code, status, version from purchases where code = ${code.trim().toUpperCase()} for update`,
    );
    if (!locked) throw new AppError('E2001', `입고(매입) ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
    if (version !== undefined && locked.version !== version) throw new AppError('E0409', STALE);
    const head = await arrivalHead(tx, locked.code);
    if (head.exam_status === 'posted') throw new AppError('E2003', '이미 검수 확정된 입고입니다.');
    if (locked.status !== 'draft') throw new AppError('E2003', '이미 확정된 매입입니다.');
    if (!head.exam_id) throw new AppError('E2003', '검수한 수량이 없습니다. 물건을 스캔한 뒤 확정하세요.');
    await tx
      .select({ id: purchaseExaminations.id })
      .from(purchaseExaminations)
      .where(eq(purchaseExaminations.id, head.exam_id))
      .for('update');
    const lines = await arrivalLines(tx, head);
    const dated = new Map(lines.map((l) => [l.partId, l.dateCodes.reduce((n, d) => n + d.count, 0)]));
    const problem = whyCannotPostExamination(
      head.exam_status ?? 'none',
      lines.map((l) => ({ ...l, dated: dated.get(l.partId) ?? 0 })),
    );
    if (problem) throw new AppError('E2003', problem);
    await setAcceptedQuantities(tx, locked.id, new Map(lines.map((l) => [l.partId, l.accepted])));
    await voidUnexaminedUnits(tx, locked.code, head.exam_id, actor);
    // An arrival from purchase orders never takes in more than is still on order (locks the order lines).
    await assertWithinOrdered(tx, locked.id);
    await tx
      .update(purchaseExaminations)
      .set({ status: 'posted', postedBy: actor.accountId, postedAt: sql`now()` })
      .where(eq(purchaseExaminations.id, head.exam_id));
    await writeAudit(tx, actor, {
      action: 'purchase.examination.post',
      entity: 'purchase',
      entityId: locked.code,
      after: {
        lines: lines.map((l) => ({
          lineNo: l.lineNo,
          qty: l.qty,
          examined: l.examined,
          damaged: l.damaged,
          short: l.short,
          accepted: l.accepted,
        })),
      },
    });
    await fixPurchaseInTx(tx, locked.code, actor);
    return locked.code;
  });
  const head = await arrivalHead(db, purchaseCode);
  return viewOfHead(head, await arrivalLines(db, head));
};
