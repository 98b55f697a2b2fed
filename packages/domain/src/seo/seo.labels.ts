// The Korean name of each field of the Seo branch's lists (branch orders and CPS orders), written
// once: the lists' filters and sort, the grids and the Excel files read them.
export const SEO_LABELS = {
  code: 'CPS 번호',
  orderCode: '지점 주문 번호',
  orderDate: '주문일',
  requestedAt: '요청 시각',
  status: '상태',
  orderStatus: '주문 상태',
  cpsStatus: 'CPS 상태',
  customerCode: '거래처',
  customerName: '거래처명',
  partnerCode: '지점',
  moveCode: '이동 번호',
  lineCount: '품목 수',
  qty: '수량',
  total: '합계',
  failReason: '실패 사유',
  failCount: '실패 횟수',
  requestedByName: '요청자',
  shippedAt: '출고 시각',
  receivedAt: '입고 시각',
  memo: '비고',
} as const;
