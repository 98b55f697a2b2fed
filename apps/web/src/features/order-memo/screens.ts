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
];
