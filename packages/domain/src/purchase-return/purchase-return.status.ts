// Returns to suppliers (매입 반품, SPEC §2.13). A return walks the shared four-eyes approval path
// (purchase/supplier-approval.ts); saving it sends the goods out of the warehouse and lowers the
// supplier payable in one transaction. These are the return's own words and rules.

export const RETURN_LINE_REASONS = ['defect', 'misdelivery', 'overstock', 'other'] as const;
export type ReturnLineReason = (typeof RETURN_LINE_REASONS)[number];
export const RETURN_LINE_REASON_LABELS: Record<ReturnLineReason, string> = {
  defect: '불량',
  misdelivery: '오배송',
  overstock: '과입고',
  other: '기타',
};

/** Where a return line came from besides a purchase: a customer's defective return, for trace. */
export const RETURN_SOURCE_KINDS = ['customer-return', 'stock', 'other'] as const;
export type ReturnSourceKind = (typeof RETURN_SOURCE_KINDS)[number];
export const RETURN_SOURCE_KIND_LABELS: Record<ReturnSourceKind, string> = {
  'customer-return': '고객 반품',
  stock: '재고',
  other: '기타',
};

/** Return codes: 'T' and eight digits (DOC_CODE_PREFIXES.purchaseReturn). */
export const PURCHASE_RETURN_CODE_PATTERN = /^T\d{8,}$/;
export const isPurchaseReturnCode = (text: string): boolean =>
  PURCHASE_RETURN_CODE_PATTERN.test(text.trim().toUpperCase());

/**
 * How many of a purchase line may still be sent back: what was bought less what live returns
 * (not rejected or cancelled) already take. Never below zero.
 */
export const returnableQty = (purchased: number, alreadyReturned: number): number =>
  Math.max(0, purchased - alreadyReturned);

/** A Korean reason when `qty` more of a purchase line may not be returned, else null. */
export const whyCannotReturnQty = (
  qty: number,
  purchased: number,
  alreadyReturned: number,
): string | null => {
  const left = returnableQty(purchased, alreadyReturned);
  if (qty <= left) return null;
  return left === 0
    ? `매입 ${purchased}개를 이미 모두 반품했습니다.`
    : `반품할 수 있는 수량은 ${left}개입니다 (매입 ${purchased}개, 이미 반품 ${alreadyReturned}개).`;
};

/** The parameters of PurchaseReturnRegister/:purchasecode/:suppliercode/:pbrand/:seq, read from the URL. */
export type ReturnRegisterParams = {
  purchaseCode: string;
  supplierCode: string;
  brandCode: string;
  lineNo: number;
};

/** The purchase line those parameters name, as the server answers it. */
export type ReturnRegisterLine = {
  purchaseCode: string;
  supplierCode: string;
  lines: readonly { lineNo: number; brandCode: string | null }[];
};

/**
 * A Korean reason when the register's URL parameters do not name one line of that purchase
 * (another supplier, no such line, another brand), else null.
 */
export const whyRegisterParamsMismatch = (
  params: ReturnRegisterParams,
  purchase: ReturnRegisterLine,
): string | null => {
  if (params.supplierCode.toUpperCase() !== purchase.supplierCode.toUpperCase())
    return `매입 ${purchase.purchaseCode}의 매입처는 ${purchase.supplierCode}입니다 (주소의 매입처 ${params.supplierCode}).`;
  const line = purchase.lines.find((l) => l.lineNo === params.lineNo);
  if (!line) return `매입 ${purchase.purchaseCode}에 ${params.lineNo}번째 품목이 없습니다.`;
  // '-' (or nothing) in the address stands for a part without a brand.
  const wanted = params.brandCode.trim() === '-' ? '' : params.brandCode.trim().toUpperCase();
  if ((line.brandCode ?? '').toUpperCase() !== wanted)
    return `매입 ${purchase.purchaseCode}의 ${params.lineNo}번째 품목은 브랜드 ${line.brandCode ?? '없음'}입니다 (주소의 브랜드 ${params.brandCode}).`;
  return null;
};
