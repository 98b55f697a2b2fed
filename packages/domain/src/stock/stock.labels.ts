// The Korean name of each field of a stock move (재고 변경 기록), written once: the list's filters
// and sort (STOCK_MOVE_LIST_SPEC), the grid and the Excel file (STOCK_MOVE_COLUMNS).
export const STOCK_MOVE_LABELS = {
  at: '일시',
  partCode: '품목 코드',
  partNo: '품번',
  partName: '품명',
  warehouseCode: '창고',
  qty: '수량',
  unitCost: '단위 원가',
  value: '재고 금액 증감',
  reason: '변경 사유',
  docCode: '근거 문서',
  createdByName: '처리자',
} as const;
