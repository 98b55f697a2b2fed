import { type UnitBarcodeCreateInput, withParticle } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { assertUnitRoom, lockUnitDoc, type UnitDoc } from '../barcode/unit-room.js';
import { purchaseLines, purchases } from './purchase.table.js';

// How many unit barcodes a purchase still has room for. The barcode module (a ledger, before the
// documents) issues the units and asks through ctx.ports.purchaseUnitRoom, which this module provides.

const PURCHASE: UnitDoc = { kind: 'purchase', label: '매입' };

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
  const code = await lockUnitDoc(tx, PURCHASE, input, part.id);
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
  const [line] = await queryRows<{ held: number; lines: number }>(
    tx,
    sql`select coalesce(sum(qty), 0)::int as held, count(*)::int as lines
        from ${purchaseLines} where purchase_id = ${purchase.id} and part_id = ${part.id}`,
  );
  await assertUnitRoom(tx, { ...PURCHASE, code }, part, line, input.qty);
  return { code, status: purchase.status, warehouseCode: purchase.warehouseCode };
};
