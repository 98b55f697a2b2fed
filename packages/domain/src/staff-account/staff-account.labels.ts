// The Korean name of each field of a staff account row (사용자 관리), written once: the list's
// filters, the grid and the Excel file read them.
export const STAFF_ACCOUNT_LABELS = {
  id: '번호',
  loginId: '아이디',
  name: '이름',
  kind: '계정 종류',
  role: '권한',
  phone: '전화번호',
  customerCode: '거래처 코드',
  partnerCode: '소속 코드',
  disabled: '사용 중지',
  locked: '잠김',
  lockedUntil: '잠금 해제 시각',
  failedCount: '연속 실패',
  lastLoginAt: '마지막 로그인',
  loginCount: '로그인 횟수',
  grantCount: '추가 메뉴',
  createdAt: '등록 일시',
} as const;

export const LOGIN_HISTORY_LABELS = {
  at: '로그인 일시',
  portal: '로그인 화면',
  ip: '접속 주소',
} as const;
