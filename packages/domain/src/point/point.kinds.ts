// The customer point ledger (적립금, SPEC §7.4): one append-only ledger shared by loyalty
// (associations, recommendations, day rate, manual provision, use, expiry) and returns (a sale's
// points reversed by its return, a used part's cash-back). A kind says why the balance moved.

export const POINT_KINDS = [
  /** Earned by a fixed sale (the day rate of §7.4 or the rank's rate). */
  'sale',
  /** A sale's points taken back by its cancel or return. */
  'sale-reversal',
  /** Earned by a member's fixed sale line (association part/kind settings) or granted by hand. */
  'association',
  /** A sale line's association points taken back by its cancel or return. */
  'association-reversal',
  /** Association points paid out to the member (a payout confirmed by a second person). */
  'association-payout',
  'recommendation',
  /** Cash-back for a collected used part (core), by its payback code. */
  'old-part-cashback',
  /** Earned for a return a driver picked up, once an admin confirms it (지급 확인). */
  'return-cashback',
  'manual',
  /** Spent on an order. */
  'use',
  /** A spend given back (the order that used them was cancelled). */
  'use-reversal',
  'expiry',
  /** A correction of any of the above by its reversing entry. */
  'correction',
] as const;
export type PointKind = (typeof POINT_KINDS)[number];

export const POINT_KIND_LABELS: Record<PointKind, string> = {
  sale: '판매 적립',
  'sale-reversal': '판매 적립 회수',
  association: '협회 포인트',
  'association-reversal': '협회 포인트 회수',
  'association-payout': '협회 포인트 지급',
  recommendation: '추천 포인트',
  'old-part-cashback': '폐부품 캐시백',
  'return-cashback': '반품 회수 적립',
  manual: '수동 지급',
  use: '포인트 사용',
  'use-reversal': '사용 취소',
  expiry: '소멸',
  correction: '정정',
};
