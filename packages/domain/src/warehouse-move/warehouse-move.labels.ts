// The Korean name of each field of a warehouse move (창고 이동), written once: the list's filters
// and sort, the grid and the Excel file read them.
export const WAREHOUSE_MOVE_LABELS = {
  code: '이동 번호',
  requestedAt: '요청일',
  status: '상태',
  fromWarehouseCode: '출고 창고',
  toWarehouseCode: '입고 창고',
  partCode: '품목',
  lineCount: '품목 수',
  requestedQty: '요청 수량',
  shippedQty: '출고 수량',
  receivedQty: '입고 수량',
  shortQty: '부족',
  damagedQty: '파손',
  requestedByName: '요청자',
  shippedByName: '출고자',
  shippedAt: '출고 시각',
  receivedByName: '입고자',
  receivedAt: '입고 시각',
  memo: '비고',
} as const;
