// The Korean name of each rank field (등급), written once: forms, grids and Excel files read them.
export const RANK_LABELS = {
  code: '등급 코드',
  name: '등급명',
  minAmount: '기준 구매 금액',
  pointRateBp: '적립률',
  sortOrder: '순서',
  active: '사용',
  periodMonths: '집계 기간 (개월)',
  kindCode: '품목 분류',
  discountBp: '할인율',
  weekday: '요일',
  fromHm: '시작 시각',
  toHm: '종료 시각',
  deliveryMethod: '배송 방법',
  visible: '표시',
  customerCode: '거래처',
  customerName: '거래처명',
  rank: '등급',
  fromRank: '이전 등급',
  toRank: '변경 등급',
  reason: '사유',
  endDate: '종료일',
  source: '변경 구분',
  amount: '기간 구매 금액',
  at: '변경 시각',
  byName: '처리자',
} as const;

export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** How a customer's rank changed: by the recompute over purchases, a manual choice, its end. */
export const RANK_CHANGE_SOURCES = ['recompute', 'manual', 'choice-end'] as const;
export type RankChangeSource = (typeof RANK_CHANGE_SOURCES)[number];
export const RANK_CHANGE_SOURCE_LABELS: Record<RankChangeSource, string> = {
  recompute: '구매 금액 재계산',
  manual: '수동 지정',
  'choice-end': '수동 지정 종료',
};

/** Delivery options a rank may be shown on the customer's order screen (RankDeliveryViewSettings). */
export const RANK_DELIVERY_METHODS = ['own', 'courier', 'pickup', 'quick'] as const;
export type RankDeliveryMethod = (typeof RANK_DELIVERY_METHODS)[number];
export const RANK_DELIVERY_METHOD_LABELS: Record<RankDeliveryMethod, string> = {
  own: '자사 배송',
  courier: '택배',
  pickup: '방문 수령',
  quick: '퀵 배송',
};
