import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.11 order cancel screens, for company staff (the check is a second person's).
const STAFF = ['admin', 'public'] as const;

export const orderCancelScreens: readonly ScreenDef[] = [
  {
    name: '수주/취소 요청 목록',
    path: '/Company/Order/Cancel/OrderCancelInfoList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./cancel-list-page').then((m) => m.OrderCancelInfoListPage),
  },
  {
    name: '수주/취소 미확인 목록',
    path: '/Company/Order/Cancel/OrderCancelUnCheckList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./cancel-list-page').then((m) => m.OrderCancelUnCheckListPage),
  },
  {
    name: '수주/취소 확인 목록',
    path: '/Company/Order/Cancel/OrderCancelCheckAllList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./cancel-list-page').then((m) => m.OrderCancelCheckAllListPage),
  },
  {
    // The admin's review of who requested and who checked each cancel (SPEC §2.11).
    name: '수주/취소 확인 관리',
    path: '/Company/Order/Cancel/OrderCancelAdminCheckList',
    layout: 'default',
    roles: ['admin'],
    load: () => import('./cancel-admin-page').then((m) => m.OrderCancelAdminCheckListPage),
  },
];
