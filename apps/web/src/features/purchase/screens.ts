import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.13 purchasing (매입) for company staff: register, list, and the purchase document.
const STAFF = ['admin', 'public'] as const;

export const purchaseScreens: readonly ScreenDef[] = [
  {
    name: '매입/매입 등록',
    path: '/PurchaseManager/PurchaseRegistration',
    layout: 'default',
    roles: STAFF,
    load: () => import('./purchase-register-page').then((m) => m.PurchaseRegistrationPage),
  },
  {
    name: '매입/매입 목록',
    path: '/PurchaseManager/PurchaseList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./purchase-list-page').then((m) => m.PurchaseListPage),
  },
  {
    name: '매입/매입 상세',
    path: '/PurchaseManager/PurchaseDetail/:masterSeq',
    layout: 'default',
    roles: STAFF,
    load: () => import('./purchase-detail-page').then((m) => m.PurchaseDetailPage),
  },
];
