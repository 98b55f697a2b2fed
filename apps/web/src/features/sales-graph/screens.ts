import type { ScreenDef } from '../../app/screen.types';

// Sales graphs (SPEC §2.6 AppOrderGraph, §2.11 Graph/*), for company staff.
const STAFF = ['admin', 'public'] as const;

export const salesGraphScreens: readonly ScreenDef[] = [
  {
    name: '수주/시간대별 매출',
    path: '/Company/Graph/HourlyGraph',
    layout: 'default',
    roles: STAFF,
    load: () => import('./hourly-graph-page').then((m) => m.HourlyGraphPage),
  },
  {
    name: '수주/품목 월별 판매',
    path: '/Company/Graph/ProductOrderAndTossGraph/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./product-graph-page').then((m) => m.ProductOrderAndTossGraphPage),
  },
  {
    name: '수주/경로별 주문 추이',
    path: '/Company/AppOrderGraph',
    layout: 'default',
    roles: STAFF,
    load: () => import('./app-order-graph-page').then((m) => m.AppOrderGraphPage),
  },
];
