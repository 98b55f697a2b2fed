// The Korean name of each column of the business number lookups (사업자번호 조회 이력), written once.
export const BIZ_NO_HISTORY_LABELS = {
  bizNo: '사업자등록번호',
  registered: '국세청 등록',
  statusLabel: '사업 상태',
  taxType: '과세 유형',
  source: '확인 방법',
  searchedAt: '조회 일시',
  checkedAt: '확인 일시',
} as const;
