import { type UnitBarcodeCreateInput, withParticle } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { assertUnitRoom, lockUnitDoc, type UnitDoc } from '../barcode/unit-room.js';
import { salesOrderLines, salesOrders } from './sales-order.table.js';

// How many unit barcodes an order still has room for. The barcode module (a ledger, before the
// documents) issues the units and asks through ctx.ports.orderUnitRoom, which this module provides.

const ORDER: UnitDoc = { kind: 'order', label: '주문' };

/**
 * Units printed for an order are one per unit ordered: the order must exist and carry the part,
 * and the units issued for it (voided ones aside) never pass what is ordered, cancels deducted.
 * Two clerks issuing for the same order line at once are serialised by an advisory lock.
 */
export const orderUnitRoom = async (
  tx: Tx,
  input: UnitBarcodeCreateInput,
  part: { id: number; partNo: string },
): Promise<void> => {
  const code = await lockUnitDoc(tx, ORDER, input, part.id);
  const [order] = await tx.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.code, code));
  if (!order) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  const [line] = await queryRows<{ held: number; lines: number }>(
    tx,
    sql`select coalesce(sum(qty - cancelled_qty), 0)::int as held, count(*)::int as lines
        from ${salesOrderLines} where order_id = ${order.id} and part_id = ${part.id}`,
  );
  await assertUnitRoom(tx, { ...ORDER, code }, part, line, input.qty);
};
