import { type UnitBarcodeCreateInput, withParticle } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { unitBarcodes } from '../barcode/barcode.table.js';
import { purchaseLines, purchases } from './purchase.table.js';

// How many unit barcodes a purchase still has room for. The barcode module (a ledger, before the
// documents) issues the units and asks through ctx.ports.purchaseUnitRoom, which this module provides.

/**
 * Units printed for a purchase are one per unit bought: the purchase must exist and carry the
 * part, and its units (voided ones aside) never pass the purchased qty. The purchase row is read
 * FOR SHARE, so a fix or fix change running at the same time is waited for and its status seen:
 * a unit of a fixed purchase is in stock at once, one of a draft gets purchase_in at the fix.
 */
export const purchaseUnitRoom = async (
  tx: Tx,
  input: UnitBarcodeCreateInput,
  part: { id: number; partNo: string },
): Promise<{ code: string; status: string; warehouseCode: string }> => {
  const code = input.docCode?.trim().toUpperCase();
  if (!code) throw new AppError('E0422', '근거 문서 번호: 매입 번호를 넣으세요.');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-doc:${code}:${part.id}`}))`);
  const [purchase] = await tx
    .select({ id: purchases.id, status: purchases.status, warehouseCode: purchases.warehouseCode })
    .from(purchases)
    .where(eq(purchases.code, code))
    .for('share');
  if (!purchase) throw new AppError('E2001', `매입 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  if (input.warehouseCode && input.warehouseCode !== purchase.warehouseCode)
    throw new AppError(
      'E0422',
      `창고: 매입 ${withParticle(code, '은/는')} ${purchase.warehouseCode} 창고로 들어옵니다.`,
    );
  const [line] = await queryRows<{ bought: number; lines: number }>(
    tx,
    sql`select coalesce(sum(qty), 0)::int as bought, count(*)::int as lines
        from ${purchaseLines} where purchase_id = ${purchase.id} and part_id = ${part.id}`,
  );
  if (!line || Number(line.lines) === 0)
    throw new AppError('E0422', `품목: 매입 ${code}에 ${withParticle(part.partNo, '이/가')} 없습니다.`);
  const [issued] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${unitBarcodes}
        where doc_kind = 'purchase' and doc_code = ${code} and part_id = ${part.id} and state <> 'void'`,
  );
  const bought = Number(line.bought);
  const already = Number(issued?.n ?? 0);
  if (already + input.qty > bought) {
    throw new AppError(
      'E2003',
      `매입 ${code}의 ${withParticle(part.partNo, '은/는')} ${bought}개이고 이미 ${already}개를 발행했습니다 (더 발행할 수 있는 수: ${Math.max(0, bought - already)}개).`,
    );
  }
  return { code, status: purchase.status, warehouseCode: purchase.warehouseCode };
};
