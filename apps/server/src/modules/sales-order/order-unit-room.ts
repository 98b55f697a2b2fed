import { type UnitBarcodeCreateInput, withParticle } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { unitBarcodes } from '../barcode/barcode.table.js';
import { salesOrderLines, salesOrders } from './sales-order.table.js';

// How many unit barcodes an order still has room for. The barcode module (a ledger, before the
// documents) issues the units and asks through ctx.ports.orderUnitRoom, which this module provides.

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
  const code = input.docCode?.trim().toUpperCase();
  if (!code) throw new AppError('E0422', '근거 문서 번호: 주문 번호를 넣으세요.');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-doc:${code}:${part.id}`}))`);
  const [order] = await tx.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.code, code));
  if (!order) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  const [line] = await queryRows<{ ordered: number; lines: number }>(
    tx,
    sql`select coalesce(sum(qty - cancelled_qty), 0)::int as ordered, count(*)::int as lines
        from ${salesOrderLines} where order_id = ${order.id} and part_id = ${part.id}`,
  );
  if (!line || Number(line.lines) === 0)
    throw new AppError('E0422', `품목: 주문 ${code}에 ${withParticle(part.partNo, '이/가')} 없습니다.`);
  const [issued] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${unitBarcodes}
        where doc_kind = 'order' and doc_code = ${code} and part_id = ${part.id} and state <> 'void'`,
  );
  const ordered = Number(line.ordered);
  const already = Number(issued?.n ?? 0);
  if (already + input.qty > ordered) {
    throw new AppError(
      'E2003',
      `주문 ${code}의 ${withParticle(part.partNo, '은/는')} ${ordered}개이고 이미 ${already}개를 발행했습니다 (더 발행할 수 있는 수: ${Math.max(0, ordered - already)}개).`,
    );
  }
};
