import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 screens about one part, and the proper-stock list; company staff only.
export const partInfoScreens = defineScreens({
  partImageInfo: {
    name: '품목/품목 이미지',
    path: '/Company/PartImageInfo/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  partImageInfoMobile: {
    name: '모바일/품목 사진',
    path: '/Company/PartImageInfoMobile',
    menu: [{ section: 'mobile', title: '모바일 품목 이미지', order: 50 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
    popupChildren: [':code'],
    samples: { code: 'P0000001' },
  },
  partLocationRecord: {
    name: '품목/품목 보관 위치',
    path: '/Company/Part/PartLocationRecord/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  partDescription: {
    name: '품목/품목 상세 설명',
    path: '/Company/Part/PartDescription/:ptnocode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { ptnocode: 'P0000001' },
  },
  partRelatedItemNumber: {
    name: '품목/관련 품번',
    path: '/Company/Part/PartRelatedItemNumber/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: 'P0000001' },
  },
  partAmountChangeInfoList: {
    name: '품목/가격 변경 이력',
    path: '/Company/PartAmountChangeInfoList/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  partProperStockRecordList: {
    name: '품목/적정 재고 미달 품목',
    path: '/Company/PartProperStockRecordList',
    menu: [{ section: 'part', title: '적정 재고 미달', order: 210 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
});
