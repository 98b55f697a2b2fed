// The Korean name of each field of a customer's portal user, written once for the lists
// (CustomerUserList, CustomerDormantList).
export const CUSTOMER_USER_LABELS = {
  loginId: '아이디',
  name: '이름',
  customerCode: '거래처 코드',
  customerName: '거래처명',
  phone: '전화번호',
  email: '이메일',
  recommendCode: '추천인 코드',
  loginCount: '로그인 수',
  lastLoginAt: '마지막 로그인',
  idleDays: '미접속 일수',
  disabled: '상태',
  createdAt: '등록일',
} as const;
