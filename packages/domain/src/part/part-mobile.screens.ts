import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 phone pages of parts (the mobile `apps` layout); company staff only.
export const partMobileScreens = defineScreens({
  mobilePtnoList: {
    name: '모바일/품목 조회',
    path: '/Company/MobilePtnoList',
    menu: [{ section: 'mobile', title: '모바일 품목', order: 10 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
    popupChildren: [':code'],
    samples: { code: 'P0000001' },
  },
  mobilePtnoBarcodeList: {
    name: '모바일/바코드 조회',
    path: '/Company/MobilePtnoBarcodeList',
    menu: [{ section: 'mobile', title: '모바일 품목 바코드', order: 20 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
    popupChildren: [':code'],
    samples: { code: 'P0000001' },
  },
  mobilePtnoLocationList: {
    name: '모바일/위치별 품목',
    path: '/Company/MobilePtnoLocationList',
    menu: [{ section: 'mobile', title: '모바일 품목 위치', order: 30 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
  mobilePtnoSearchList: {
    name: '모바일/품목 검색',
    path: '/Company/MobilePtnoSearchList',
    menu: [{ section: 'mobile', title: '모바일 품목 검색', order: 40 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
    popupChildren: [':info'],
    samples: { info: '배터리' },
  },
});
