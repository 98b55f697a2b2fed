import type { ScreenDef } from '../../app/screen.types';

// Order lists and the order log (issue 8: SPEC §2.6, §2.11, §2.15), for company staff.
const STAFF = ['admin', 'public'] as const;

export const salesReportScreens: readonly ScreenDef[] = [
  {
    name: '수주/통합 현황',
    path: '/Company/IntegratedStatus',
    layout: 'default',
    roles: STAFF,
    load: () => import('./integrated-status-page').then((m) => m.IntegratedStatusPage),
  },
  {
    name: '수주/주문 로그',
    path: '/Company/Order/OrderLog',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-log-page').then((m) => m.OrderLogPage),
  },
  {
    name: '수주/주문 변경 내역',
    path: '/Company/Order/OrderChangeInfoList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-log-page').then((m) => m.OrderChangeInfoListPage),
  },
  {
    name: '수주/출고 전 확인',
    path: '/Company/Order/OrderCheck',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-report-list-page').then((m) => m.OrderCheckPage),
  },
  {
    name: '수주/문제 주문',
    path: '/Company/Order/OrderProblemList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-report-list-page').then((m) => m.OrderProblemListPage),
  },
  {
    name: '수주/온라인 주문',
    path: '/Company/Order/OrderOnlineList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-report-list-page').then((m) => m.OrderOnlineListPage),
  },
  {
    name: '수주/차량번호별 주문',
    path: '/Company/Order/OrderCarnum/:carnum',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-carnum-page').then((m) => m.OrderCarnumPage),
  },
  {
    name: '수주/차대번호 중복 주문',
    path: '/Company/Order/car/orderVinDuplicateList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./vin-duplicate-page').then((m) => m.OrderVinDuplicateListPage),
  },
  {
    name: '거래처/거래처 주문 이력',
    path: '/Company/Customer/CustomerOrderHistory/:custcode',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-order-pages').then((m) => m.CustomerOrderHistoryPage),
  },
  {
    name: '거래처/거래처 주문별 이익',
    path: '/Company/Customer/CustomerOrderProfitInfo/:custcode',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-order-pages').then((m) => m.CustomerOrderProfitInfoPage),
  },
];
