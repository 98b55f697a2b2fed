import { type UnitBarcodeCreateInput, withParticle } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { unitBarcodes } from './barcode.table.js';

// What the documents' unit-room checks (purchaseUnitRoom, orderUnitRoom) share: the document's
// code, locked per part so two clerks issuing for the same line at once are serialised, and the
// count of the units already issued against what the document holds.

/** A unit's document, as the barcode ledger names it and as a message names it. */
export type UnitDoc = { kind: 'purchase' | 'order'; label: '매입' | '주문' };

/** The document code the units are issued for, with the (document, part) advisory lock taken. */
export const lockUnitDoc = async (
  tx: Tx,
  doc: UnitDoc,
  input: UnitBarcodeCreateInput,
  partId: number,
): Promise<string> => {
  const code = input.docCode?.trim().toUpperCase();
  if (!code) throw new AppError('E0422', `근거 문서 번호: ${doc.label} 번호를 넣으세요.`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-doc:${code}:${partId}`}))`);
  return code;
};

/**
 * The document must carry the part (`lines` of it), and its units (voided ones aside) with the
 * new ones never pass `held`, what the document holds of the part.
 */
export const assertUnitRoom = async (
  tx: Tx,
  doc: UnitDoc & { code: string },
  part: { id: number; partNo: string },
  line: { held: number; lines: number } | undefined,
  qty: number,
): Promise<void> => {
  const { code, label } = doc;
  if (!line || Number(line.lines) === 0)
    throw new AppError('E0422', `품목: ${label} ${code}에 ${withParticle(part.partNo, '이/가')} 없습니다.`);
  const [issued] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${unitBarcodes}
        where doc_kind = ${doc.kind} and doc_code = ${code} and part_id = ${part.id} and state <> 'void'`,
  );
  const held = Number(line.held);
  const already = Number(issued?.n ?? 0);
  if (already + qty > held) {
    throw new AppError(
      'E2003',
      `${label} ${code}의 ${withParticle(part.partNo, '은/는')} ${held}개이고 이미 ${already}개를 발행했습니다 (더 발행할 수 있는 수: ${Math.max(0, held - already)}개).`,
    );
  }
};
