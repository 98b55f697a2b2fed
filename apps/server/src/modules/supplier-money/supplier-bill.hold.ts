import { eq } from 'drizzle-orm';
import type { PurchaseHold } from '../../platform/http/app-ports.js';
import { purchaseLines } from '../purchase/purchase.table.js';
import { supplierBillLines, supplierBills } from './supplier-money.table.js';

/**
 * A bill holds the arrivals it was matched to: a fix change under it would leave a bill on goods
 * that are no longer received (and a later edit of the draft would break the match).
 */
export const supplierBillHold: PurchaseHold = async (tx, purchaseId) => {
  const [bill] = await tx
    .select({ code: supplierBills.code })
    .from(supplierBillLines)
    .innerJoin(supplierBills, eq(supplierBills.id, supplierBillLines.billId))
    .innerJoin(purchaseLines, eq(purchaseLines.id, supplierBillLines.purchaseLineId))
    .where(eq(purchaseLines.purchaseId, purchaseId))
    .limit(1);
  return bill ? `매입처 계산서 ${bill.code}에 올라간 매입은 확정을 취소할 수 없습니다.` : null;
};
