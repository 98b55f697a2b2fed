import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.11 memo screens, for company staff.
const STAFF = ['admin', 'public'] as const;

export const orderMemoScreens: readonly ScreenDef[] = [
  {
    name: '수주/수주 메모',
    path: '/Company/ObtainMemo',
    layout: 'default',
    roles: STAFF,
    load: () => import('./obtain-memo-page').then((m) => m.ObtainMemoPage),
  },
  ...withPopupChildren(
    {
      name: '수주/수주 메모 목록',
      path: '/Company/Memo/ObtainMemoList',
      layout: 'default',
      roles: STAFF,
      load: () => import('./memo-list-page').then((m) => m.MemoListPage),
    },
    [':type'],
  ),
  {
    name: '수주/거래처 주문 메모',
    path: '/Company/CustOrderMemo/:orderCode/:custCode/:vin/:orderType/:resvymd',
    layout: 'default',
    roles: STAFF,
    load: () => import('./cust-order-memo-page').then((m) => m.CustOrderMemoPage),
  },
  {
    // A small window opened beside other screens (SPEC §2.22 popup size).
    name: '수주/빠른 메모',
    path: '/Company/Order/Product/OrderFastMemo/:type/:custCode',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./fast-memo-page').then((m) => m.OrderFastMemoPage),
  },
];
