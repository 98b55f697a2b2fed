// Courier companies (SPEC §2.20, role cirkep): each courier account carries its company's partner
// code; the company sees the deliveries handed to couriers of its own name (delivery method's
// courier_name), nothing else.

export const COURIER_COMPANIES = {
  KYUNGDONG: { name: '경동택배' },
} as const satisfies Record<string, { name: string }>;

/** The courier name of a partner code, or null for a code that is no courier company. */
export const courierNameOf = (partnerCode: string | null): string | null =>
  partnerCode && partnerCode in COURIER_COMPANIES
    ? COURIER_COMPANIES[partnerCode as keyof typeof COURIER_COMPANIES].name
    : null;

export const COURIER_LABELS = {
  deliveryCode: '배송 번호',
  waybillNo: '송장 번호',
  customerName: '받는 거래처',
  orderCode: '주문 번호',
  handedAt: '인계 일시',
  confirmedAt: '인수 확인 일시',
  confirmedBy: '확인자',
  loginId: '아이디',
  name: '이름',
  at: '로그인 일시',
  ip: '접속 IP',
} as const;

/** The courier companies as a list (a company's key is the partner code its accounts carry). */
export const COURIER_COMPANY_KEYS = Object.keys(COURIER_COMPANIES) as [keyof typeof COURIER_COMPANIES];
export type CourierCompanyKey = keyof typeof COURIER_COMPANIES;

export const COURIER_USER_LABELS = {
  company: '택배사',
  loginId: '아이디',
  name: '이름',
  phone: '전화번호',
  disabled: '사용',
  lastLoginAt: '마지막 로그인',
  loginCount: '로그인 횟수',
  createdAt: '등록일',
} as const;
