// Korean names of the customer portal's fields and states, written once (schemas, lists, pages).

/** How a customer sees stock: never the exact count, only whether it can be had (SPEC issue #26). */
export const STOCK_AVAILABILITY = ['available', 'order'] as const;
export type StockAvailability = (typeof STOCK_AVAILABILITY)[number];
export const STOCK_AVAILABILITY_LABELS: Record<StockAvailability, string> = {
  available: '재고 있음',
  order: '주문 필요',
};

/** Where the customer's app order stands, from the sales order's own status. */
export const APP_ORDER_STATES = ['waiting', 'fixed', 'cancelled', 'discarded'] as const;
export type AppOrderState = (typeof APP_ORDER_STATES)[number];
export const APP_ORDER_STATE_LABELS: Record<AppOrderState, string> = {
  waiting: '접수 대기',
  fixed: '처리 완료',
  cancelled: '취소',
  discarded: '반려',
};

export const APP_ORDER_LABELS = {
  code: '주문 번호',
  orderDate: '주문일',
  createdAt: '주문 일시',
  customerCode: '거래처 코드',
  customerName: '거래처명',
  accountName: '주문자',
  state: '상태',
  itemSummary: '품목',
  lineCount: '품목 수',
  qty: '수량',
  total: '합계',
  vin: '차대번호',
  deliveryMethod: '배송 방법',
  memo: '요청 사항',
} as const;
