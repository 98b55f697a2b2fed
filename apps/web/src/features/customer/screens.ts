import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.6 customer screens for company staff (admin and public). The server checks every call
// again; a customer user who types one of these URLs gets the 403 screen.
const STAFF = ['admin', 'public'] as const;

export const customerScreens: readonly ScreenDef[] = [
  {
    name: '거래처/거래처 목록',
    path: '/Company/CustomerList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-list-page').then((m) => m.CustomerListPage),
  },
  // The modify route is a popup child (routes.tsv): the list opens it in a window of its own.
  ...withPopupChildren(
    {
      name: '거래처/거래처 등록',
      path: '/Company/Customer/CustomerRegistration',
      layout: 'default',
      roles: STAFF,
      load: () => import('./customer-form-page').then((m) => m.CustomerRegistrationPage),
    },
    [':code'],
  ),
  {
    name: '거래처/거래처 복사 등록',
    path: '/Company/Customer/CustomerCopyRegister/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-form-page').then((m) => m.CustomerCopyRegisterPage),
  },
  {
    name: '거래처/거래처 간편 등록',
    path: '/Company/Customer/CustomerSimpleRegistration',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-simple-form-page').then((m) => m.CustomerSimpleRegistrationPage),
  },
  {
    // Opened as a popup by the order screen (a later issue); bare, and it closes after saving.
    name: '거래처/거래처 간편 입력',
    path: '/Company/Customer/CustomerSimpleInsert',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./customer-simple-form-page').then((m) => m.CustomerSimpleInsertPage),
  },
  ...withPopupChildren(
    {
      name: '거래처/거래처 간편 수정',
      path: '/Company/Customer/CustomerSimpleModify',
      layout: 'default',
      roles: STAFF,
      load: () => import('./customer-simple-form-page').then((m) => m.CustomerSimpleModifyPage),
    },
    [':code'],
  ),
  {
    name: '거래처/신규 거래처 확인',
    path: '/Company/Customer/CustInsertCheckList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./cust-insert-check-list-page').then((m) => m.CustInsertCheckListPage),
  },
  {
    name: '거래처/간편 수정 확인',
    path: '/Company/Customer/CustomerQuickChangeCheckAllList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-quick-change-check-page').then((m) => m.CustomerQuickChangeCheckPage),
  },
  {
    name: '거래처/사업자번호 조회 이력',
    path: '/Company/Customer/CustomerCompsnNoSearchHistory',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-compsn-history-page').then((m) => m.CustomerCompsnHistoryPage),
  },
  {
    name: '거래처/거래처 엑셀 등록',
    path: '/Company/Customer/CustExcelRegister',
    layout: 'default',
    roles: STAFF,
    load: () => import('./cust-excel-register-page').then((m) => m.CustExcelRegisterPage),
  },
];
