import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 app data of parts (the mobile shop app); company staff only.
export const partAppScreens = defineScreens({
  partAppInfo: {
    name: '품목/앱 품목 정보',
    path: '/Company/Part/App/PartAppInfo',
    menu: [{ section: 'part', title: '앱 품목 정보', order: 260 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partAppInfoExcelUpload: {
    name: '품목/앱 품목 정보 엑셀 등록',
    path: '/Company/PartAppInfoExcelUpload',
    menu: [{ section: 'part', title: '앱 품목 엑셀', order: 270 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partAppModify: {
    name: '품목/앱 품목 정보 수정',
    path: '/Company/Part/App/PartAppModify/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  asYProductList: {
    name: '품목/AS 대상 품목',
    path: '/Company/Part/App/As/AsYProductList',
    menu: [{ section: 'part', title: 'AS 품목', order: 280 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
