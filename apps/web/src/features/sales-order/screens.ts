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
  {
    name: '수주/거래처 주문 등록',
    path: '/Company/CustOrderRegister/:vin/:custCode/:ordercode/:checkVin/:orderType/:resvymd',
    layout: 'app-ver2',
    roles: STAFF,
    load: () => import('./order-register-page').then((m) => m.CustOrderRegisterPage),
  },
  {
    name: '수주/빠른 판매',
    path: '/Company/Order/Product/OrderFastRegister/:vin/:custCode/:type',
    layout: 'app-ver2',
    roles: STAFF,
    load: () => import('./fast-register-page').then((m) => m.OrderFastRegisterPage),
  },
  {
    name: '수주/거래처 단가',
    path: '/Company/CustomerDiscountProds/:customerCode',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-discount-prods-page').then((m) => m.CustomerDiscountProdsPage),
  },
];
