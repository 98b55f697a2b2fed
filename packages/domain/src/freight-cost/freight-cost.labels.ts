// The Korean name of each field of a freight bill (운임), written once: the form, the list's
// filters and sort, the grid and the Excel file read them.
export const FREIGHT_COST_LABELS = {
  code: '운임 번호',
  createdAt: '등록 시각',
  status: '상태',
  docKind: '대상 문서',
  docCode: '문서 번호',
  carrierName: '운송사',
  amount: '운임 금액',
  vatIncluded: '부가세 포함',
  supply: '배부 금액 (공급가)',
  vat: '부가세',
  basis: '배부 기준',
  paidOn: '지급일',
  lineCount: '품목 수',
  createdByName: '등록자',
  cancelledAt: '취소 시각',
  memo: '비고',
} as const;
