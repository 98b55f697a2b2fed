// Entries of the customer money ledger (거래처원장). A positive amount raises what the customer
// owes (a sale); payments, cancels and returns lower it. Balance = sum of entries.
export const RECEIVABLE_KINDS = [
  'opening',
  'sale',
  'cancel',
  'return',
  'payment-cash',
  'payment-transfer',
  'payment-card',
  'deposit-use',
  'adjustment',
] as const;
export type ReceivableKind = (typeof RECEIVABLE_KINDS)[number];

export const RECEIVABLE_KIND_LABELS: Record<ReceivableKind, string> = {
  opening: '기초 잔액',
  sale: '매출',
  cancel: '매출 취소',
  return: '반품',
  'payment-cash': '현금 입금',
  'payment-transfer': '계좌 입금',
  'payment-card': '카드 결제',
  'deposit-use': '예치금 사용',
  adjustment: '조정',
};

export const PAYMENT_KINDS = ['payment-cash', 'payment-transfer', 'payment-card'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
