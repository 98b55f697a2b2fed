import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.11 sales screens for company staff; the register uses the sales layout (app-ver2).
const STAFF = ['admin', 'public'] as const;

export const salesOrderScreens: readonly ScreenDef[] = [
  {
    name: '수주/판매 등록',
    path: '/Company/ObtainRegister/:vin/:customerCode/:obtainCode',
    layout: 'app-ver2',
    roles: STAFF,
    load: () => import('./order-register-page').then((m) => m.OrderRegisterPage),
  },
  {
    name: '수주/수주 목록',
    path: '/Company/ObtainList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-list-page').then((m) => m.OrderListPage),
  },
  {
    name: '수주/거래처 일자별 수주',
    path: '/Company/ObtainList/:custCode/:orderDate',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-list-page').then((m) => m.OrderListPage),
  },
];
