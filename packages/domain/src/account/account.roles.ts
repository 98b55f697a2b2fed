// Roles come from the session's auth value (SPEC §6). Names are kept exactly as the spec spells
// them (upper-case partner roles included) because menu rows store them in menu_auth.
export const ROLES = [
  'admin',
  'public',
  'cust',
  'external',
  'cirkep',
  'client',
  'purchase',
  'seo',
  'HR',
  'AUTOREMAN',
  'TAEGYEONG',
  'SHINMYEONG',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: '관리자',
  public: '직원',
  cust: '거래처 사용자',
  external: '외부 영업',
  cirkep: '택배사',
  client: 'QR 고객',
  purchase: '매입',
  seo: '서(지점)',
  HR: 'HR 협력사',
  AUTOREMAN: '오토리맨 협력사',
  TAEGYEONG: '태경 협력사',
  SHINMYEONG: '모비스(신명) 협력사',
};

/** Company staff roles: everything internal is open to them unless an endpoint narrows it. */
export const STAFF_ROLES = ['admin', 'public'] as const satisfies readonly Role[];
export const ADMIN_ONLY = ['admin'] as const satisfies readonly Role[];
/** The purchasing desk (SPEC §2.13): staff and the purchase-kind accounts (매입 담당). */
export const PURCHASE_DESK_ROLES = ['admin', 'public', 'purchase'] as const satisfies readonly Role[];
/** The four outsourcing partners (SPEC §2.21). */
export const PARTNER_ROLES = [
  'HR',
  'AUTOREMAN',
  'TAEGYEONG',
  'SHINMYEONG',
] as const satisfies readonly Role[];

/**
 * Account kinds are the user kinds of SPEC §1; each has one role. Mobile staff keep the public
 * role (they are staff on a phone) but log in on the mobile page only.
 */
export const ACCOUNT_KINDS = [
  'staff',
  'mobile',
  'customer',
  'purchase',
  'external',
  'seo',
  'client',
  'courier',
  'hr',
  'autoreman',
  'taegyeong',
  'mobis',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  staff: '회사 직원',
  mobile: '모바일 직원',
  customer: '거래처 사용자',
  purchase: '매입 담당',
  external: '외부 영업',
  seo: '서(지점)',
  client: 'QR 고객',
  courier: '택배사 사용자',
  hr: 'HR',
  autoreman: '오토리맨',
  taegyeong: '태경',
  mobis: '모비스',
};

/** Roles an account of each kind may hold. Staff are admin or public; every other kind has one. */
export const KIND_ROLES: Record<AccountKind, readonly Role[]> = {
  staff: ['admin', 'public'],
  mobile: ['public'],
  customer: ['cust'],
  purchase: ['purchase'],
  external: ['external'],
  seo: ['seo'],
  client: ['client'],
  courier: ['cirkep'],
  hr: ['HR'],
  autoreman: ['AUTOREMAN'],
  taegyeong: ['TAEGYEONG'],
  mobis: ['SHINMYEONG'],
};

/**
 * The 13 login pages of SPEC §2.4, each with its own endpoint `/api/user/v1.0/login/<portal>`,
 * and the account kinds it admits. A kind not listed is refused on that page (E1002).
 */
export const LOGIN_PORTALS = {
  staff: { page: '/Company/Login', kinds: ['staff'], mainPage: '/Admin/AdminMain' },
  mobile: { page: '/Company/MobileLogin', kinds: ['staff', 'mobile'], mainPage: '/Company/MobileMain' },
  customer: {
    page: '/Company/CustomerLogin',
    kinds: ['customer'],
    mainPage: '/Company/Customer/CustomerMain',
  },
  purchase: {
    page: '/Company/PurchaseLogin',
    kinds: ['purchase'],
    mainPage: '/PurchaseManager/PurchaseManagement',
  },
  'purchase-mobile': {
    page: '/Purchase/PurchaseMobileLogin',
    kinds: ['purchase'],
    mainPage: '/Purchase/PurchaseMobileMain',
  },
  external: {
    page: '/Company/External/ExternalSystemLogin',
    kinds: ['external'],
    mainPage: '/Company/External/ExternalMain',
  },
  seo: { page: '/Company/Seo/SeoLogin', kinds: ['seo'], mainPage: '/Company/Seo/SeoMyPage' },
  client: { page: '/Company/Client/ClientLogin', kinds: ['client'], mainPage: '/Company/Client/ClientMain' },
  courier: {
    page: '/Company/Courier/CourierLogin',
    kinds: ['courier'],
    mainPage: '/Company/Courier/Kyungdong/CourierKyungdongMain',
  },
  mobis: { page: '/mobis/mobisLogin', kinds: ['mobis'], mainPage: '/Outsourcing/mobis/order/orderList' },
  taegyeong: {
    page: '/TaeGyeong/TaeGyeongLogin',
    kinds: ['taegyeong'],
    mainPage: '/Outsourcing/TaeGyeong/Order/TaeGyeongOrderRequestList',
  },
  hr: { page: '/Hr/HrLogin', kinds: ['hr'], mainPage: '/Outsourcing/Hr/Order/HrOrderRequestList' },
  autoreman: {
    page: '/AutoReman/AutoRemanLogin',
    kinds: ['autoreman'],
    mainPage: '/Outsourcing/AutoReman/Order/AutoRemanOrderRequestList',
  },
} as const satisfies Record<string, { page: string; kinds: readonly AccountKind[]; mainPage: string }>;
export type LoginPortal = keyof typeof LOGIN_PORTALS;
export const LOGIN_PORTAL_NAMES = Object.keys(LOGIN_PORTALS) as LoginPortal[];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
export const portalAdmits = (portal: LoginPortal, kind: AccountKind): boolean =>
  (LOGIN_PORTALS[portal].kinds as readonly AccountKind[]).includes(kind);
