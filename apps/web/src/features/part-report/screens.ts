import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 part reports from the ledgers; company staff only.
const STAFF = ['admin', 'public'] as const;

export const partReportScreens: readonly ScreenDef[] = [
  {
    name: '품목/회전이 빠른 품목',
    path: '/Company/Part/PartFastTurn',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-fast-turn-page').then((m) => m.PartFastTurnPage),
  },
  {
    name: '품목/품목 반품 목록',
    path: '/Company/Part/PartReturnList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-return-list-page').then((m) => m.PartReturnListPage),
  },
  {
    name: '품목/무회전 품목',
    path: '/Part/PartWithoutRotation',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-without-rotation-page').then((m) => m.PartWithoutRotationPage),
  },
  ...withPopupChildren(
    {
      name: '품목/품목 판매 기록',
      path: '/Company/Part/ProductSalesRecordsList',
      layout: 'default',
      roles: STAFF,
      load: () => import('./product-sales-records-page').then((m) => m.ProductSalesRecordsPage),
    },
    [':type'],
  ),
];
