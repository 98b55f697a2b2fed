import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 part master screens for company staff (admin and public). The server checks every
// call again; anyone else who types one of these URLs gets the 403 screen.
const STAFF = ['admin', 'public'] as const;

const listPage = () => import('./part-list-page');
const formPage = () => import('./part-form-page');
const simplePage = () => import('./part-simple-form-page');
const excelPage = () => import('./part-excel-pages');

export const partScreens: readonly ScreenDef[] = [
  {
    name: '품목/품목 목록',
    path: '/Company/PartList',
    layout: 'default',
    roles: STAFF,
    load: () => listPage().then((m) => m.PartListPage),
  },
  {
    name: '품목/품목 대량 목록',
    path: '/Company/Part/PartLargeList',
    layout: 'default',
    roles: STAFF,
    load: () => listPage().then((m) => m.PartLargeListPage),
  },
  {
    name: '품목/브랜드별 품목',
    path: '/Company/PartListByBrand',
    layout: 'default',
    roles: STAFF,
    load: () => listPage().then((m) => m.PartListByBrandPage),
  },
  // The modify routes are popup children (routes.tsv): the list opens them in a window of their own.
  ...withPopupChildren(
    {
      name: '품목/품목 등록',
      path: '/Company/PartRegistration',
      layout: 'default',
      roles: STAFF,
      load: () => formPage().then((m) => m.PartRegistrationPage),
    },
    [':code'],
  ),
  ...withPopupChildren(
    {
      name: '품목/품목 연속 등록',
      path: '/Company/PartRegister',
      layout: 'default',
      roles: STAFF,
      load: () => formPage().then((m) => m.PartRegisterPage),
    },
    [':code'],
  ),
  {
    name: '품목/품목 복사 등록',
    path: '/Company/PartCopyRegistration/:code',
    layout: 'default',
    roles: STAFF,
    load: () => formPage().then((m) => m.PartCopyRegistrationPage),
  },
  {
    name: '품목/품목 간편 수정',
    path: '/Company/Part/PartSimpleModify/:code',
    layout: 'default',
    roles: STAFF,
    load: () => simplePage().then((m) => m.PartSimpleModifyPage),
  },
  {
    // Opened from the order screen with what the clerk typed, usually as a popup.
    name: '품목/품목 간편 등록',
    path: '/Company/PartSimpleRegistration/:name/:norm/:price/:purchasePrice/:p/:purchaseCode',
    layout: 'default',
    roles: STAFF,
    load: () => simplePage().then((m) => m.PartSimpleRegistrationPage),
  },
  {
    name: '품목/품목 엑셀 등록',
    path: '/Company/PartExcelUpload',
    layout: 'default',
    roles: STAFF,
    load: () => excelPage().then((m) => m.PartExcelUploadPage),
  },
  {
    name: '품목/품목 엑셀 수정',
    path: '/Company/PartExcelInsert',
    layout: 'default',
    roles: STAFF,
    load: () => excelPage().then((m) => m.PartExcelInsertPage),
  },
];
