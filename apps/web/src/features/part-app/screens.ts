import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 app data of parts (the mobile shop app); company staff only.
const STAFF = ['admin', 'public'] as const;

export const partAppScreens: readonly ScreenDef[] = [
  {
    name: '품목/앱 품목 정보',
    path: '/Company/Part/App/PartAppInfo',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-app-list-page').then((m) => m.PartAppInfoPage),
  },
  {
    name: '품목/앱 품목 정보 엑셀 등록',
    path: '/Company/PartAppInfoExcelUpload',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-app-excel-page').then((m) => m.PartAppExcelPage),
  },
  {
    name: '품목/앱 품목 정보 수정',
    path: '/Company/Part/App/PartAppModify/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-app-modify-page').then((m) => m.PartAppModifyPage),
  },
  {
    name: '품목/AS 대상 품목',
    path: '/Company/Part/App/As/AsYProductList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-app-list-page').then((m) => m.AsYProductListPage),
  },
];
