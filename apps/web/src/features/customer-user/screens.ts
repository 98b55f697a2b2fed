import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.6 customer-user screens, for company staff only.
const STAFF = ['admin', 'public'] as const;

export const customerUserScreens: readonly ScreenDef[] = [
  ...withPopupChildren(
    {
      name: '거래처/거래처 사용자 등록',
      path: '/Company/Customer/CustomerUserRegister',
      layout: 'default',
      roles: STAFF,
      load: () => import('./customer-user-register-page').then((m) => m.CustomerUserRegisterPage),
    },
    [':type'],
  ),
  {
    name: '거래처/거래처 사용자 목록',
    path: '/Company/Customer/CustomerUserList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-user-list-page').then((m) => m.CustomerUserListPage),
  },
  {
    name: '거래처/거래처 사용자',
    path: '/Company/Customer/CustomerUserListMobile',
    layout: 'apps',
    roles: STAFF,
    load: () => import('./customer-user-list-mobile-page').then((m) => m.CustomerUserListMobilePage),
  },
  {
    name: '거래처/거래처 사용자 수정',
    path: '/Company/Customer/CustomerUserModify/:custid',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-user-modify-page').then((m) => m.CustomerUserModifyPage),
  },
  {
    name: '거래처/추천인 정보',
    path: '/Company/Customer/CustomerRecommenderInfo/:custid',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-recommender-info-page').then((m) => m.CustomerRecommenderInfoPage),
  },
  {
    name: '거래처/거래처 사용자 로그인 현황',
    path: '/Company/Customer/User/CustomerUserLoginInfo/:searchMonth/:logincnt',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-user-login-info-page').then((m) => m.CustomerUserLoginInfoPage),
  },
  ...withPopupChildren(
    {
      name: '거래처/휴면 거래처 사용자',
      path: '/Company/Customer/User/CustomerDormantList',
      layout: 'default',
      roles: STAFF,
      load: () => import('./customer-dormant-list-page').then((m) => m.CustomerDormantListPage),
    },
    [':type'],
  ),
];
