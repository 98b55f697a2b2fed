// The Korean name of each field of a direct examination (직송 검수), written once.
export const DIRECT_EXAMINATION_LABELS = {
  code: '직송 번호',
  requestedAt: '요청 시각',
  status: '상태',
  supplierCode: '매입처',
  customerCode: '거래처',
  warehouseCode: '경유 창고',
  orderCode: '수주 번호',
  lineCount: '품목 수',
  totalQty: '요청 수량',
  examinedQty: '검수 수량',
  supply: '매입 공급가액',
  method: '검수 방식',
  purchaseCode: '매입 번호',
  examinedAt: '검수 시각',
  examinedByName: '검수자',
  memo: '비고',
} as const;
