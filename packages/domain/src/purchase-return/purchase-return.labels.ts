// The Korean name of each field of a return to a supplier (매입 반품), written once: the list's
// filters and sort, the grid and the Excel file read them.
export const PURCHASE_RETURN_LABELS = {
  code: '반품 번호',
  requestedAt: '요청일',
  status: '상태',
  supplierCode: '매입처',
  warehouseCode: '창고',
  partCode: '품목',
  lineCount: '품목 수',
  totalQty: '수량',
  supply: '공급가액',
  vat: '부가세',
  total: '합계',
  plannedPickupDate: '회수 예정일',
  requestedByName: '요청자',
  checkedByName: '확인자',
  approvedByName: '최종 승인자',
  savedByName: '확정자',
  savedAt: '확정 시각',
  reason: '반품 사유',
  memo: '비고',
} as const;
