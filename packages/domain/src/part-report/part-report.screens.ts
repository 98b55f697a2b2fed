import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 part reports from the ledgers; company staff only.
export const partReportScreens = defineScreens({
  partFastTurn: {
    name: '품목/회전이 빠른 품목',
    path: '/Company/Part/PartFastTurn',
    menu: [{ section: 'part', title: '회전 빠른 품목', order: 220 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partReturnList: {
    name: '품목/품목 반품 목록',
    path: '/Company/Part/PartReturnList',
    menu: [{ section: 'part', title: '품목 반품 목록', order: 250 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partWithoutRotation: {
    name: '품목/무회전 품목',
    path: '/Part/PartWithoutRotation',
    menu: [{ section: 'part', title: '무회전 품목', order: 230 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  productSalesRecordsList: {
    name: '품목/품목 판매 기록',
    path: '/Company/Part/ProductSalesRecordsList',
    menu: [{ section: 'part', title: '품목 판매 기록', order: 240 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
});
