// The purchase lifecycle (DESIGN §7 purchasing): a draft can be edited; fixing (확정) brings the
// goods into stock and raises the supplier payable in one transaction; a fix change (확정 취소)
// posts reversing entries and returns the purchase to draft, so it can be corrected and fixed again.
export const PURCHASE_STATUSES = ['draft', 'fixed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  draft: '미확정',
  fixed: '확정',
};

/** Pure guards: a Korean reason when the move is not allowed, else null. */
export const whyCannotModifyPurchase = (status: PurchaseStatus): string | null =>
  status === 'draft' ? null : '확정된 매입은 수정할 수 없습니다. 확정을 취소한 뒤 수정하세요.';

export const whyCannotFixPurchase = (status: PurchaseStatus, lineCount: number): string | null => {
  if (status === 'fixed') return '이미 확정된 매입입니다.';
  if (lineCount === 0) return '품목이 없는 매입은 확정할 수 없습니다.';
  return null;
};

export const whyCannotUnfixPurchase = (status: PurchaseStatus): string | null =>
  status === 'fixed' ? null : '확정되지 않은 매입은 확정 취소할 수 없습니다.';

// The supplier money ledger (DESIGN §6 "Supplier money"). A positive amount raises what the
// company owes the supplier (a purchase); cancels, returns and payments lower it.
export const SUPPLIER_LEDGER_KINDS = [
  'opening',
  'purchase',
  'purchase-cancel',
  'purchase-return',
  'withdrawal',
  'adjustment',
] as const;
export type SupplierLedgerKind = (typeof SUPPLIER_LEDGER_KINDS)[number];
export const SUPPLIER_LEDGER_KIND_LABELS: Record<SupplierLedgerKind, string> = {
  opening: '기초 잔액',
  purchase: '매입',
  'purchase-cancel': '매입 확정 취소',
  'purchase-return': '매입 반품',
  withdrawal: '출금',
  adjustment: '조정',
};

/**
 * BarcodePurchasePartEachCreatSinglePrint/:method/:buycode/:ptnocode. The legacy route names a
 * method without saying what it means; we read it as:
 * - `new` (also `create`, `n`): issue the still-missing units of that line, then print them;
 * - `re` (also `reprint`, `r`): reprint the line's existing units, issuing nothing.
 * Anything else is no method (null): the screen says so in Korean instead of guessing.
 */
export const PURCHASE_UNIT_METHODS = ['new', 're'] as const;
export type PurchaseUnitMethod = (typeof PURCHASE_UNIT_METHODS)[number];
export const PURCHASE_UNIT_METHOD_LABELS: Record<PurchaseUnitMethod, string> = {
  new: '미발행분 발행 후 인쇄',
  re: '발행분 다시 인쇄',
};
export const purchaseUnitMethodOf = (raw: string | undefined): PurchaseUnitMethod | null => {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'new' || value === 'create' || value === 'n') return 'new';
  if (value === 're' || value === 'reprint' || value === 'r') return 're';
  return null;
};

/**
 * Purchase codes: 'R' and eight digits; those registered before purchases had their own letter
 * read 'P' and eight digits (docKindOfCode in common/doc-code.ts), and stay valid.
 */
export const PURCHASE_CODE_PATTERN = /^(R\d{8,}|P\d{8})$/;
export const isPurchaseCode = (text: string): boolean =>
  PURCHASE_CODE_PATTERN.test(text.trim().toUpperCase());
