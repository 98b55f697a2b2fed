import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6 customer screens for company staff (admin and public). The server checks every call
// again; a customer user who types one of these URLs gets the 403 screen.
export const customerScreens = defineScreens({
  customerList: {
    name: '거래처/거래처 목록',
    path: '/Company/CustomerList',
    menu: [{ section: 'customer', title: '거래처 목록', order: 10 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerRegistration: {
    name: '거래처/거래처 등록',
    path: '/Company/Customer/CustomerRegistration',
    menu: [{ section: 'customer', title: '거래처 등록', order: 20 }],
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
    menu: [{ section: 'customer', title: '거래처 간편 등록', order: 30 }],
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
    menu: [{ section: 'customer', title: '신규 거래처 확인', order: 40 }],
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
    menu: [{ section: 'customer', title: '사업자번호 조회 이력', order: 80 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  custExcelRegister: {
    name: '거래처/거래처 엑셀 등록',
    path: '/Company/Customer/CustExcelRegister',
    menu: [{ section: 'customer', title: '거래처 엑셀 등록', order: 50 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
