import {
  type BarcodeDuplicate,
  type BarcodeScan,
  barcodeValueProblem,
  detectSymbology,
  keysTypedAsHangul,
  type PartBarcode,
  type PartBarcodeInput,
  withParticle,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { partRowNamedInBody } from '../part/part.service.js';
import { parts } from '../part/part.table.js';
import { toPartBarcode } from '../part/part-barcode.service.js';
import { partBarcodes } from '../part/part-barcode.table.js';
import { unitBarcodes } from './barcode.table.js';
import { getUnitBarcode } from './unit-barcode.service.js';

// Maker barcodes of parts (PartBarcode) and the lookup of any scanned value. A value is unique
// across both kinds: the unique indexes guard each table, and a registration checks the other.

/** Who already has a value: a part's maker barcode or a printed unit (duplicate check). */
export const findBarcodeOwner = async (db: DbOrTx, value: string): Promise<BarcodeDuplicate> => {
  const [asPart] = await db
    .select({ code: parts.code, name: parts.name })
    .from(partBarcodes)
    .innerJoin(parts, eq(parts.id, partBarcodes.partId))
    .where(eq(partBarcodes.value, value))
    .limit(1);
  if (asPart) return { value, duplicate: true, kind: 'part', partCode: asPart.code, partName: asPart.name };
  const [asUnit] = await db
    .select({ code: parts.code, name: parts.name })
    .from(unitBarcodes)
    .innerJoin(parts, eq(parts.id, unitBarcodes.partId))
    .where(eq(unitBarcodes.value, value))
    .limit(1);
  if (asUnit) return { value, duplicate: true, kind: 'unit', partCode: asUnit.code, partName: asUnit.name };
  return { value, duplicate: false, kind: null, partCode: null, partName: null };
};

/** Registers a maker barcode (barcode save). The same value on another part is refused (E2002). */
export const addPartBarcode = async (
  db: Db,
  input: PartBarcodeInput,
  actor: AuditActor,
): Promise<PartBarcode> =>
  db.transaction(async (tx) => {
    const part = await partRowNamedInBody(tx, input.partCode.toUpperCase());
    const symbology = input.symbology ?? detectSymbology(input.value);
    const problem = barcodeValueProblem(input.value, symbology);
    if (problem) throw new AppError('E0422', `바코드: ${problem}`);
    // Serialises registrations of the same value across the two tables (a unique index guards each).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`barcode:${input.value}`}))`);
    const owner = await findBarcodeOwner(tx, input.value);
    if (owner.duplicate) {
      throw new AppError(
        'E2002',
        `바코드: 이미 ${owner.kind === 'unit' ? '개체 바코드로 ' : ''}등록된 값입니다 (${owner.partCode} ${owner.partName}).`,
        owner,
      );
    }
    const [row] = await tx
      .insert(partBarcodes)
      .values({
        partId: part.id,
        value: input.value,
        symbology,
        memo: input.memo ?? null,
        createdBy: actor.accountId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('E2002', `바코드: 이미 등록된 값입니다 (${input.value}).`);
    await writeAudit(tx, actor, {
      action: 'barcode.part.add',
      entity: 'part',
      entityId: part.code,
      after: row,
    });
    return toPartBarcode(row, part.code);
  });

export const removePartBarcode = async (db: Db, id: number, actor: AuditActor): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(partBarcodes).where(eq(partBarcodes.id, id)).returning();
    if (!row) throw new AppError('E2001', `바코드 ${withParticle(id, '을/를')} 찾을 수 없습니다.`);
    await writeAudit(tx, actor, {
      action: 'barcode.part.remove',
      entity: 'part_barcode',
      entityId: id,
      before: row,
    });
  });

/**
 * What a scanned value is (the value already went through reduceScannedBarcode): a maker barcode
 * of a part, a unit barcode, or nothing. Our own QR labels carry an address whose last path
 * segment is the code ('/B/U0000000174'), so that segment is tried too.
 */
export const scanBarcode = async (db: DbOrTx, scanned: string): Promise<BarcodeScan> => {
  const last = scanned.startsWith('/') ? scanned.split('/').filter(Boolean).pop() : undefined;
  // As scanned first; then as the keys were pressed, should the Korean input method have been on;
  // then in capitals (unit barcodes are issued in capitals, a scanner may send them in lower case).
  const typed = keysTypedAsHangul(scanned);
  const candidates = [
    ...new Set(
      [scanned, last, typed, typed?.toUpperCase(), scanned.toUpperCase()].filter(
        (v): v is string => typeof v === 'string' && v !== '',
      ),
    ),
  ];
  for (const value of candidates) {
    const owner = await findBarcodeOwner(db, value);
    if (owner.kind === 'part') return { scanned, value, kind: 'part', partCode: owner.partCode, unit: null };
    if (owner.kind === 'unit') {
      const unit = await getUnitBarcode(db, value);
      return { scanned, value, kind: 'unit', partCode: unit.partCode, unit };
    }
  }
  return { scanned, value: scanned, kind: 'none', partCode: null, unit: null };
};
