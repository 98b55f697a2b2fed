import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 part master screens for company staff (admin and public). The server checks every
// call again; anyone else who types one of these URLs gets the 403 screen.
export const partScreens = defineScreens({
  partList: {
    name: '품목/품목 목록',
    path: '/Company/PartList',
    menu: [{ section: 'part', title: '품목 목록', order: 10 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partLargeList: {
    name: '품목/품목 대량 목록',
    path: '/Company/Part/PartLargeList',
    menu: [{ section: 'part', title: '품목 대량 목록', order: 100 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partListByBrand: {
    name: '품목/브랜드별 품목',
    path: '/Company/PartListByBrand',
    menu: [{ section: 'part', title: '브랜드별 품목', order: 110 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partRegistration: {
    name: '품목/품목 등록',
    path: '/Company/PartRegistration',
    menu: [{ section: 'part', title: '품목 등록', order: 20 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':code'],
    samples: { code: 'P0000001' },
  },
  partRegister: {
    name: '품목/품목 연속 등록',
    path: '/Company/PartRegister',
    menu: [{ section: 'part', title: '품목 연속 등록', order: 120 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':code'],
    samples: { code: 'P0000001' },
  },
  partCopyRegistration: {
    name: '품목/품목 복사 등록',
    path: '/Company/PartCopyRegistration/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  partSimpleModify: {
    name: '품목/품목 간편 수정',
    path: '/Company/Part/PartSimpleModify/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  partSimpleRegistration: {
    name: '품목/품목 간편 등록',
    path: '/Company/PartSimpleRegistration/:name/:norm/:price/:purchasePrice/:p/:purchaseCode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: {
      name: '와이퍼 600mm',
      norm: '-',
      price: '15000',
      purchasePrice: '9000',
      p: '-',
      purchaseCode: 'S000001',
    },
  },
  partExcelUpload: {
    name: '품목/품목 엑셀 등록',
    path: '/Company/PartExcelUpload',
    menu: [{ section: 'part', title: '품목 엑셀 업로드', order: 30 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partExcelInsert: {
    name: '품목/품목 엑셀 수정',
    path: '/Company/PartExcelInsert',
    menu: [{ section: 'part', title: '품목 엑셀 수정', order: 130 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
