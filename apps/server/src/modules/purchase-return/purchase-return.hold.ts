import { withParticle } from '@erp/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { PurchaseHold } from '../../platform/http/app-ports.js';
import { purchaseLines } from '../purchase/purchase.table.js';
import { purchaseReturnLines, purchaseReturns } from './purchase-return.table.js';

/**
 * A live return against a purchase's lines holds it: undoing the purchase would leave the return
 * (or its stock-out and payable entry, once saved) against goods never received.
 */
export const purchaseReturnHold: PurchaseHold = async (tx, purchaseId) => {
  const [held] = await tx
    .select({ code: purchaseReturns.code })
    .from(purchaseReturnLines)
    .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.returnId))
    .innerJoin(purchaseLines, eq(purchaseLines.id, purchaseReturnLines.purchaseLineId))
    .where(
      and(
        eq(purchaseLines.purchaseId, purchaseId),
        notInArray(purchaseReturns.status, ['rejected', 'cancelled']),
      ),
    )
    .limit(1);
  return held ? `반품 ${withParticle(held.code, '이/가')} 걸려 있는 매입은 확정을 취소할 수 없습니다.` : null;
};
