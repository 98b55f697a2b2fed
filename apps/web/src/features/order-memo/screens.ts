import { orderMemoScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.11 memo screens, for company staff.
export const orderMemoPages = screenPages(orderMemoScreens, {
  obtainMemo: () => import('./obtain-memo-page').then((m) => m.ObtainMemoPage),
  obtainMemoList: () => import('./memo-list-page').then((m) => m.MemoListPage),
  custOrderMemo: () => import('./cust-order-memo-page').then((m) => m.CustOrderMemoPage),
  orderFastMemo: () => import('./fast-memo-page').then((m) => m.OrderFastMemoPage),
});
