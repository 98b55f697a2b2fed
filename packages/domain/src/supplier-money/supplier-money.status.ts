import { priceLine } from '../sales-order/sales-order.money.js';

// Supplier money (SPEC §2.13, DESIGN §6 "Supplier money"): the supplier's bills matched to the
// arrivals they charge for, and the payments (출금) that lower the payable. The payable itself is
// raised by the purchase fix; a bill only adds an adjustment when an accepted price differs.

export const SUPPLIER_BILL_KINDS = ['tax', 'plain', 'receipt'] as const;
export type SupplierBillKind = (typeof SUPPLIER_BILL_KINDS)[number];
export const SUPPLIER_BILL_KIND_LABELS: Record<SupplierBillKind, string> = {
  tax: '세금계산서',
  plain: '계산서',
  receipt: '영수증',
};

/** draft: no lines yet; matched: every line matched to a fixed arrival; accepted: checked and closed. */
export const SUPPLIER_BILL_STATUSES = ['draft', 'matched', 'accepted'] as const;
export type SupplierBillStatus = (typeof SUPPLIER_BILL_STATUSES)[number];
export const SUPPLIER_BILL_STATUS_LABELS: Record<SupplierBillStatus, string> = {
  draft: '작성 중',
  matched: '대사 완료',
  accepted: '승인',
};

export const SUPPLIER_PAYMENT_METHODS = ['cash', 'transfer', 'note', 'card'] as const;
export type SupplierPaymentMethod = (typeof SUPPLIER_PAYMENT_METHODS)[number];
export const SUPPLIER_PAYMENT_METHOD_LABELS: Record<SupplierPaymentMethod, string> = {
  cash: '현금',
  transfer: '계좌이체',
  note: '어음',
  card: '카드',
};

export const BILL_DIFFERENCE_KINDS = ['qty', 'price'] as const;
export type BillDifferenceKind = (typeof BILL_DIFFERENCE_KINDS)[number];
export const BILL_DIFFERENCE_KIND_LABELS: Record<BillDifferenceKind, string> = {
  qty: '수량 차이',
  price: '단가 차이',
};

/** One bill line beside the arrival it is matched to. */
export type BillLineMatch = {
  lineNo: number;
  partName: string;
  /** What this bill should cover: the arrival's quantity less what other bills already charged. */
  openQty: number;
  receivedPrice: number;
  billedQty: number;
  billedPrice: number;
  vatIncluded: boolean;
};

export type BillDifference = {
  lineNo: number;
  kind: BillDifferenceKind;
  received: number;
  billed: number;
  /** Won (VAT included) the bill charges more (+) or less (−) for this difference. */
  amount: number;
};

const totalOf = (qty: number, price: number, vatIncluded: boolean): number =>
  priceLine(qty, price, vatIncluded).total;

/**
 * The differences of a bill against its arrivals, per line: a quantity that is not the open
 * quantity, a unit price that is not the purchase price. Each must be acknowledged before accept.
 */
export const billDifferences = (lines: readonly BillLineMatch[]): BillDifference[] =>
  lines.flatMap((l) => {
    const found: BillDifference[] = [];
    if (l.billedQty !== l.openQty)
      found.push({
        lineNo: l.lineNo,
        kind: 'qty',
        received: l.openQty,
        billed: l.billedQty,
        amount:
          totalOf(l.billedQty, l.receivedPrice, l.vatIncluded) -
          totalOf(l.openQty, l.receivedPrice, l.vatIncluded),
      });
    if (l.billedPrice !== l.receivedPrice)
      found.push({
        lineNo: l.lineNo,
        kind: 'price',
        received: l.receivedPrice,
        billed: l.billedPrice,
        amount: priceAdjustment(l).total,
      });
    return found;
  });

/**
 * What an accepted price difference changes on the payable: the billed quantity priced at the
 * bill's price less the same quantity at the purchase price (the fix already posted the latter).
 */
export const priceAdjustment = (
  l: Pick<BillLineMatch, 'billedQty' | 'billedPrice' | 'receivedPrice' | 'vatIncluded'>,
) => {
  const billed = priceLine(l.billedQty, l.billedPrice, l.vatIncluded);
  const received = priceLine(l.billedQty, l.receivedPrice, l.vatIncluded);
  return {
    supply: billed.supply - received.supply,
    vat: billed.tax - received.tax,
    total: billed.total - received.total,
  };
};

/** The first difference without a reason, as the Korean refusal naming it; null when all are acknowledged. */
export const unacknowledgedDifference = (
  differences: readonly BillDifference[],
  reasons: readonly { lineNo: number; kind: BillDifferenceKind; reason: string }[],
  partNameOf: (lineNo: number) => string,
): string | null => {
  const missing = differences.find(
    (d) => !reasons.some((r) => r.lineNo === d.lineNo && r.kind === d.kind && r.reason.trim() !== ''),
  );
  if (!missing) return null;
  return `차이 확인: ${missing.lineNo}번째 줄 ${partNameOf(missing.lineNo)}의 ${BILL_DIFFERENCE_KIND_LABELS[missing.kind]}(입고 ${missing.received.toLocaleString('ko-KR')}, 계산서 ${missing.billed.toLocaleString('ko-KR')})에 확인 사유를 입력하세요.`;
};

export const whyCannotAcceptBill = (status: SupplierBillStatus): string | null => {
  if (status === 'accepted') return '이미 승인된 계산서입니다.';
  if (status === 'draft')
    return '입고 품목과 대사하지 않은 계산서는 승인할 수 없습니다. 품목을 먼저 입력하세요.';
  return null;
};

export const whyCannotModifyBill = (status: SupplierBillStatus): string | null =>
  status === 'accepted' ? '승인된 계산서는 수정할 수 없습니다.' : null;

/** A payment may lower the payable to zero, never below (the company does not prepay here). */
export const paymentOverBalance = (amount: number, balance: number): string | null =>
  amount > balance ? `지급액이 미지급금 잔액(${balance.toLocaleString('ko-KR')}원)을 넘습니다.` : null;
