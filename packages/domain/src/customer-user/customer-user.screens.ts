import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6 customer-user screens, for company staff only.
export const customerUserScreens = defineScreens({
  customerUserRegister: {
    name: '거래처/거래처 사용자 등록',
    path: '/Company/Customer/CustomerUserRegister',
    menu: [{ section: 'customer', title: '거래처 사용자 등록', order: 70 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
  customerUserList: {
    name: '거래처/거래처 사용자 목록',
    path: '/Company/Customer/CustomerUserList',
    menu: [{ section: 'customer', title: '거래처 사용자 목록', order: 60 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerUserListMobile: {
    name: '거래처/거래처 사용자',
    path: '/Company/Customer/CustomerUserListMobile',
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
  customerUserModify: {
    name: '거래처/거래처 사용자 수정',
    path: '/Company/Customer/CustomerUserModify/:custid',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custid: '5' },
  },
  customerRecommenderInfo: {
    name: '거래처/추천인 정보',
    path: '/Company/Customer/CustomerRecommenderInfo/:custid',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custid: '5' },
  },
  customerUserLoginInfo: {
    name: '거래처/거래처 사용자 로그인 현황',
    path: '/Company/Customer/User/CustomerUserLoginInfo/:searchMonth/:logincnt',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { searchMonth: '@month', logincnt: '0' },
  },
  customerDormantList: {
    name: '거래처/휴면 거래처 사용자',
    path: '/Company/Customer/User/CustomerDormantList',
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
});
