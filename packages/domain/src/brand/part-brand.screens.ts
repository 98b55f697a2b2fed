import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 brand screens for company staff (admin and public).
export const partBrandScreens = defineScreens({
  partBrandList: {
    name: '품목/브랜드 목록',
    path: '/Company/Brand/PartBrandList',
    menu: [{ section: 'part', title: '브랜드', order: 40 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partBrandRegister: {
    name: '품목/브랜드 등록',
    path: '/Company/partBrandRegister',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partBrandRegisterWithType: {
    name: '품목/브랜드 등록',
    path: '/Company/partBrandRegister/:type',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { type: 'new' },
  },
  partBrandRegisterWithTypeCode: {
    name: '품목/브랜드 수정',
    path: '/Company/partBrandRegister/:type/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { type: 'modify', code: 'ROCKET' },
  },
  partBrandExcelInsert: {
    name: '품목/브랜드 엑셀 등록',
    path: '/Company/PartBrandExcelInsert',
    menu: [{ section: 'part', title: '브랜드 엑셀 등록', order: 140 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
