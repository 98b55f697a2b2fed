// The Korean name of each field of a stock count (재고 실사), written once: the list's filters and
// sort, the grid and the Excel file read them.
export const STOCK_COUNT_LABELS = {
  code: '실사 번호',
  plannedOn: '실사 예정일',
  status: '상태',
  warehouseCode: '창고',
  scope: '실사 범위',
  scopeValues: '범위 값',
  lineCount: '품목 수',
  countedCount: '실사 품목 수',
  differenceCount: '차이 품목 수',
  differenceQty: '차이 수량',
  plannedByName: '계획자',
  submittedByName: '완료자',
  approvedByName: '승인자',
  postedAt: '반영 시각',
  memo: '비고',
} as const;

export const STOCK_ABNORMAL_LABELS = {
  section: '구분',
  warehouseCode: '창고',
  partCode: '품목 코드',
  partNo: '품번',
  partName: '품명',
  qty: '장부 재고',
  unitQty: '바코드 재고',
  note: '내용',
} as const;

/** StockExaminationList (실사 내역): one counted line of any count. */
export const STOCK_COUNT_LINE_LABELS = {
  countCode: '실사 번호',
  warehouseCode: '창고',
  seq: '위치 구역',
  location: '위치',
  partCode: '품목 코드',
  partNo: '품번',
  partName: '품명',
  bookQty: '장부 수량',
  countedQty: '실사 수량',
  difference: '차이',
  countedByName: '실사자',
  countedAt: '실사 시각',
  status: '실사 상태',
  differencesOnly: '차이 있는 품목만',
} as const;
