import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 part sets (a set sells as its components); company staff only.
const STAFF = ['admin', 'public'] as const;

export const partSetScreens: readonly ScreenDef[] = [
  {
    name: '품목/세트 목록',
    path: '/Company/PartSetList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-set-list-page').then((m) => m.PartSetListPage),
  },
  {
    name: '품목/신규 세트 목록',
    path: '/Company/PartSetNewList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-set-list-page').then((m) => m.PartSetNewListPage),
  },
  {
    name: '품목/세트 등록',
    path: '/Company/PartSetRegister',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-set-form-page').then((m) => m.PartSetRegisterPage),
  },
  {
    name: '품목/세트 주문 넣기',
    path: '/Company/PartSetInsert/:ordercode',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-set-insert-page').then((m) => m.PartSetInsertPage),
  },
  {
    name: '품목/세트 구성 수정',
    path: '/Company/PartSetModify/:pcode',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-set-form-page').then((m) => m.PartSetModifyPage),
  },
];
