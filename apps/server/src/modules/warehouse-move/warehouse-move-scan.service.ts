import type { WarehouseMoveView } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, isAppError } from '../../platform/errors/app-error.js';
import { scanBarcode } from '../barcode/barcode.service.js';
import { recordUnitBarcodeEvent } from '../barcode/unit-barcode.service.js';
import { parts } from '../part/part.table.js';
import { addEvent, assertStatus, DOC_KIND, lockMove } from './warehouse-move.service.js';
import { warehouseMoveLines, warehouseMoveScans, warehouseMoves } from './warehouse-move.table.js';
import { loadMove, moveNotFound } from './warehouse-move-view.service.js';

// WarehouseMoveExamination: each scan at the destination counts one arrived unit on its line. The
// value is resolved as the arrival examination does (a part's maker barcode, a unit barcode, our
// QR address, a scan typed with the Korean input method on); a part that is not on the move, or
// one more unit than was shipped, is refused and the refusal kept in the move's history.

/** A part without any barcode, named by its code or part number on the move. */
const barcodelessPartOnMove = async (db: Db, moveId: number, typed: string): Promise<string | null> => {
  const value = typed.trim().toUpperCase();
  const [row] = await db
    .select({ code: parts.code })
    .from(warehouseMoveLines)
    .innerJoin(parts, eq(parts.id, warehouseMoveLines.partId))
    .where(
      and(
        eq(warehouseMoveLines.moveId, moveId),
        sql`(${parts.code} = ${value} or upper(${parts.partNo}) = ${value})`,
        sql`not exists (select 1 from part_barcodes b where b.part_id = ${parts.id})`,
      ),
    );
  return row?.code ?? null;
};

type Matched = { lineNo: number; unit: string | null };

const scanOnce = async (db: Db, code: string, scanned: string, actor: AuditActor): Promise<Matched> => {
  const [move] = await db.select().from(warehouseMoves).where(eq(warehouseMoves.code, code));
  if (!move) throw moveNotFound(code);
  const scan = await scanBarcode(db, scanned);
  const partCode = scan.partCode ?? (await barcodelessPartOnMove(db, move.id, scanned));
  if (!partCode)
    throw new AppError('E0422', `바코드: 등록되지 않은 바코드입니다 (${scanned}).`, {
      fields: [{ field: 'barcode', label: '바코드', message: '등록되지 않은 바코드입니다.' }],
    });
  return db.transaction(async (tx) => {
    const row = await lockMove(tx, code);
    assertStatus(row, 'shipped', '입고 검수');
    const [line] = await tx
      .select({ line: warehouseMoveLines, name: parts.name })
      .from(warehouseMoveLines)
      .innerJoin(parts, eq(parts.id, warehouseMoveLines.partId))
      .where(and(eq(warehouseMoveLines.moveId, row.id), eq(parts.code, partCode)))
      .for('update', { of: warehouseMoveLines });
    if (!line)
      throw new AppError('E2003', `이 이동에 없는 품목입니다 (${partCode}). 다른 부품이 아닌지 확인하세요.`);
    const l = line.line;
    if (l.scannedQty >= l.shippedQty)
      throw new AppError('E2003', `${line.name}: 출고한 ${l.shippedQty}개를 모두 검수했습니다.`);
    const unit = scan.kind === 'unit' ? scan.value : null;
    const inserted = await tx
      .insert(warehouseMoveScans)
      .values({
        moveId: row.id,
        lineNo: l.lineNo,
        partId: l.partId,
        scanned: scanned.slice(0, 200),
        unitBarcode: unit,
        scannedBy: actor.accountId,
      })
      .onConflictDoNothing()
      .returning({ id: warehouseMoveScans.id });
    if (inserted.length === 0) throw new AppError('E2003', `이미 검수한 개체입니다 (${unit}).`);
    await tx
      .update(warehouseMoveLines)
      .set({ scannedQty: sql`${warehouseMoveLines.scannedQty} + 1` })
      .where(eq(warehouseMoveLines.id, l.id));
    await addEvent(tx, row.id, 'scan', actor, { partId: l.partId, qty: 1, scanned, unitBarcode: unit });
    if (unit && scan.unit) {
      // The unit's own history follows it: out of the source (unless already in transit), in here.
      const post = { docKind: DOC_KIND, docCode: row.code };
      if (scan.unit.state !== 'in_transit')
        await recordUnitBarcodeEvent(
          tx,
          { value: unit, event: 'move_out', warehouseCode: row.transitWarehouseCode, ...post },
          actor,
        );
      await recordUnitBarcodeEvent(
        tx,
        { value: unit, event: 'move_in', warehouseCode: row.toWarehouseCode, ...post },
        actor,
      );
    }
    return { lineNo: l.lineNo, unit };
  });
};

/** One scan; a refusal is kept in the move's history (then answered as it was). */
export const scanMove = async (
  db: Db,
  code: string,
  scanned: string,
  actor: AuditActor,
): Promise<WarehouseMoveView & { matchedLine: number; unitBarcode: string | null }> => {
  const moveCode = code.trim().toUpperCase();
  try {
    const matched = await scanOnce(db, moveCode, scanned, actor);
    return { ...(await loadMove(db, moveCode)), matchedLine: matched.lineNo, unitBarcode: matched.unit };
  } catch (error) {
    if (isAppError(error) && error.code !== 'E2001') {
      const [move] = await db
        .select({ id: warehouseMoves.id })
        .from(warehouseMoves)
        .where(eq(warehouseMoves.code, moveCode));
      if (move)
        await addEvent(db, move.id, 'scan-refused', actor, {
          scanned: scanned.slice(0, 200),
          note: error.message,
        });
    }
    throw error;
  }
};
