// The Korean name of each field of a consignment document (위탁), written once: the list's
// filters and sort, the grid and the Excel file read them.
export const CONSIGNMENT_LABELS = {
  code: '위탁 번호',
  createdAt: '등록일',
  type: '구분',
  status: '상태',
  customerCode: '거래처',
  warehouseCode: '창고',
  locationCode: '위탁 위치',
  orderCode: '판매 주문',
  lineCount: '품목 수',
  totalQty: '수량',
  totalValue: '원가 금액',
  saleTotal: '판매 금액',
  createdByName: '등록자',
  postedAt: '반영 시각',
  memo: '비고',
} as const;
