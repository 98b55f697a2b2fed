import { orderCancelScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.11 order cancel screens, for company staff (the check is a second person's).
export const orderCancelPages = screenPages(orderCancelScreens, {
  orderCancelInfoList: () => import('./cancel-list-page').then((m) => m.OrderCancelInfoListPage),
  orderCancelUnCheckList: () => import('./cancel-list-page').then((m) => m.OrderCancelUnCheckListPage),
  orderCancelCheckAllList: () => import('./cancel-list-page').then((m) => m.OrderCancelCheckAllListPage),
  orderCancelAdminCheckList: () => import('./cancel-admin-page').then((m) => m.OrderCancelAdminCheckListPage),
});
