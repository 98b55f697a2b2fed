import { defineScreens } from '../screen/screen.js';

// The 13 login pages of SPEC §2.4, one per portal (keys are LOGIN_PORTALS' names), each posting
// to its own endpoint.
export const loginScreens = defineScreens({
  staff: { name: '로그인/직원 로그인', path: '/Company/Login', layout: 'userpages', roles: 'anyone' },
  mobile: {
    name: '로그인/모바일 로그인',
    path: '/Company/MobileLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  customer: {
    name: '로그인/거래처 로그인',
    path: '/Company/CustomerLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  purchase: {
    name: '로그인/매입 로그인',
    path: '/Company/PurchaseLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  'purchase-mobile': {
    name: '로그인/매입 모바일 로그인',
    path: '/Purchase/PurchaseMobileLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  external: {
    name: '로그인/외부 영업 로그인',
    path: '/Company/External/ExternalSystemLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  seo: {
    name: '로그인/서(지점) 로그인',
    path: '/Company/Seo/SeoLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  client: {
    name: '로그인/QR 고객 로그인',
    path: '/Company/Client/ClientLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  courier: {
    name: '로그인/택배사 로그인',
    path: '/Company/Courier/CourierLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  mobis: {
    name: '로그인/모비스 협력사 로그인',
    path: '/mobis/mobisLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  taegyeong: {
    name: '로그인/태경 협력사 로그인',
    path: '/TaeGyeong/TaeGyeongLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
  hr: { name: '로그인/HR 협력사 로그인', path: '/Hr/HrLogin', layout: 'userpages', roles: 'anyone' },
  autoreman: {
    name: '로그인/오토리맨 협력사 로그인',
    path: '/AutoReman/AutoRemanLogin',
    layout: 'userpages',
    roles: 'anyone',
  },
});
