import type { LoginPortal } from '@erp/domain';

export type LoginPortalView = {
  /** The route name's last segment, also the page heading. */
  title: string;
  /** Who the page is for, in one line under the heading. */
  audience: string;
  /** Phone-first pages get the narrow card without the side panel. */
  mobile: boolean;
};

// Korean headings of the 13 login pages of SPEC §2.4.
export const LOGIN_PORTAL_VIEWS: Record<LoginPortal, LoginPortalView> = {
  staff: { title: '직원 로그인', audience: '본사 직원과 관리자', mobile: false },
  mobile: { title: '모바일 로그인', audience: '배송 기사와 현장 직원', mobile: true },
  customer: { title: '거래처 로그인', audience: '거래처(정비업체) 사용자', mobile: false },
  purchase: { title: '매입 로그인', audience: '매입 담당자', mobile: false },
  'purchase-mobile': { title: '매입 모바일 로그인', audience: '매입 담당자 (모바일)', mobile: true },
  external: { title: '외부 영업 로그인', audience: '외부 영업 사원', mobile: false },
  seo: { title: '서(지점) 로그인', audience: '서 지점 담당자', mobile: false },
  client: { title: 'QR 고객 로그인', audience: 'QR 주문 고객', mobile: true },
  courier: { title: '택배사 로그인', audience: '택배사 담당자', mobile: false },
  mobis: { title: '모비스 협력사 로그인', audience: '모비스(신명) 협력사', mobile: false },
  taegyeong: { title: '태경 협력사 로그인', audience: '태경 협력사', mobile: false },
  hr: { title: 'HR 협력사 로그인', audience: 'HR 협력사', mobile: false },
  autoreman: { title: '오토리맨 협력사 로그인', audience: '오토리맨 협력사', mobile: false },
};
