// The Korean names of the online order fields, written once (schemas, list specs, columns).
export const ONLINE_ORDER_LABELS = {
  code: '주문 번호',
  orderDate: '주문일',
  channel: '판매 채널',
  channelOrderNo: '채널 주문번호',
  buyerName: '구매자',
  customerCode: '거래처',
  customerName: '거래처명',
  status: '상태',
  total: '주문 금액',
  credited: '취소·반품',
  collected: '수금액',
  rest: '미수금',
  recallPending: '회수 요청 중',
  collect: '수금 상태',
  memo: '메모',
  requestedAt: '요청 일시',
  returnCode: '반품 번호',
  lineNo: '줄',
  partCode: '품목',
  partName: '품명',
  qty: '수량',
  amount: '금액',
  reason: '사유',
} as const;

/** The marketplaces the shop sells through (판매 채널). */
export const ONLINE_CHANNELS = ['coupang', 'naver', '11st', 'gmarket', 'auction', 'own'] as const;
export type OnlineChannel = (typeof ONLINE_CHANNELS)[number];
export const ONLINE_CHANNEL_LABELS: Record<OnlineChannel, string> = {
  coupang: '쿠팡',
  naver: '네이버 스마트스토어',
  '11st': '11번가',
  gmarket: 'G마켓',
  auction: '옥션',
  own: '자사몰',
};

/** Whether an online order still has money to collect from its marketplace. */
export const COLLECT_STATES = ['unpaid', 'paid'] as const;
export type CollectState = (typeof COLLECT_STATES)[number];
export const COLLECT_STATE_LABELS: Record<CollectState, string> = { unpaid: '미수', paid: '수금 완료' };

/** The collect target list's views (OnlineCollectTargetList/:type). */
export const COLLECT_VIEWS = ['unpaid', 'paid', 'all'] as const;
export type CollectView = (typeof COLLECT_VIEWS)[number];
export const COLLECT_VIEW_LABELS: Record<CollectView, string> = {
  unpaid: '미수',
  paid: '수금 완료',
  all: '전체',
};
