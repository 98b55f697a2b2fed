import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6 customer screens for company staff (admin and public). The server checks every call
// again; a customer user who types one of these URLs gets the 403 screen.
export const customerScreens = defineScreens({
  customerList: {
    name: '거래처/거래처 목록',
    path: '/Company/CustomerList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerRegistration: {
    name: '거래처/거래처 등록',
    path: '/Company/Customer/CustomerRegistration',
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':code'],
    samples: { code: 'C000001' },
  },
  customerCopyRegister: {
    name: '거래처/거래처 복사 등록',
    path: '/Company/Customer/CustomerCopyRegister/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  customerSimpleRegistration: {
    name: '거래처/거래처 간편 등록',
    path: '/Company/Customer/CustomerSimpleRegistration',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerSimpleInsert: {
    name: '거래처/거래처 간편 입력',
    path: '/Company/Customer/CustomerSimpleInsert',
    layout: 'userpages',
    roles: STAFF_SCREEN,
  },
  customerSimpleModify: {
    name: '거래처/거래처 간편 수정',
    path: '/Company/Customer/CustomerSimpleModify',
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':code'],
    samples: { code: 'C000001' },
  },
  custInsertCheckList: {
    name: '거래처/신규 거래처 확인',
    path: '/Company/Customer/CustInsertCheckList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerQuickChangeCheckAllList: {
    name: '거래처/간편 수정 확인',
    path: '/Company/Customer/CustomerQuickChangeCheckAllList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerCompsnNoSearchHistory: {
    name: '거래처/사업자번호 조회 이력',
    path: '/Company/Customer/CustomerCompsnNoSearchHistory',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  custExcelRegister: {
    name: '거래처/거래처 엑셀 등록',
    path: '/Company/Customer/CustExcelRegister',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
