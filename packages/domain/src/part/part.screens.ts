import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 part master screens for company staff (admin and public). The server checks every
// call again; anyone else who types one of these URLs gets the 403 screen.
export const partScreens = defineScreens({
  partList: {
    name: '품목/품목 목록',
    path: '/Company/PartList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partLargeList: {
    name: '품목/품목 대량 목록',
    path: '/Company/Part/PartLargeList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partListByBrand: {
    name: '품목/브랜드별 품목',
    path: '/Company/PartListByBrand',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partRegistration: {
    name: '품목/품목 등록',
    path: '/Company/PartRegistration',
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':code'],
    samples: { code: 'P0000001' },
  },
  partRegister: {
    name: '품목/품목 연속 등록',
    path: '/Company/PartRegister',
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
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partExcelInsert: {
    name: '품목/품목 엑셀 수정',
    path: '/Company/PartExcelInsert',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
