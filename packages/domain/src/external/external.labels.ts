// The Korean names of the external sales lists' fields, written once (schema titles and columns).
export const EXTERNAL_USER_LABELS = {
  loginId: '아이디',
  name: '이름',
  phone: '전화번호',
  recommendCode: '추천인 코드',
  region: '담당 지역',
  customerCount: '추천 거래처 수',
  deleted: '상태',
  lastLoginAt: '마지막 로그인',
  createdAt: '등록일',
} as const;

export const EXTERNAL_CUSTOMER_LABELS = {
  customerCode: '거래처 코드',
  customerName: '거래처명',
  representative: '대표자',
  phone: '전화번호',
  address: '주소',
  rank: '등급',
  lastOrderDate: '최근 주문일',
  lastOrderCode: '최근 주문',
  balance: '미수 잔액',
} as const;

export const REPORT_LABELS = {
  code: '보고 번호',
  reportDate: '보고일',
  externalName: '작성자',
  visits: '방문 내용',
  readAt: '읽음',
  readByName: '읽은 사람',
  commentCount: '의견',
  updatedAt: '수정일시',
} as const;

export const SELL_LABELS = {
  customerCode: '거래처 코드',
  customerName: '거래처명',
  sales: '확정 매출',
  cancels: '취소',
  returns: '반품',
  net: '순매출',
} as const;
