import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 part sets (a set sells as its components); company staff only.
export const partSetScreens = defineScreens({
  partSetList: {
    name: '품목/세트 목록',
    path: '/Company/PartSetList',
    menu: [{ section: 'part', title: '세트 품목', order: 60 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partSetNewList: {
    name: '품목/신규 세트 목록',
    path: '/Company/PartSetNewList',
    menu: [{ section: 'part', title: '신규 세트', order: 190 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partSetRegister: {
    name: '품목/세트 등록',
    path: '/Company/PartSetRegister',
    menu: [{ section: 'part', title: '세트 등록', order: 200 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partSetInsert: {
    name: '품목/세트 주문 넣기',
    path: '/Company/PartSetInsert/:ordercode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { ordercode: '-' },
  },
  partSetModify: {
    name: '품목/세트 구성 수정',
    path: '/Company/PartSetModify/:pcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { pcode: 'P0000030' },
  },
});
