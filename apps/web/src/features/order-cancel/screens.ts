import { orderCancelScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.11 order cancel screens, for company staff (the check is a second person's).
export const orderCancelPages = screenPages(orderCancelScreens, {
  ...chunkPages(() => import('./cancel-list-page'), {
    orderCancelInfoList: 'OrderCancelInfoListPage',
    orderCancelUnCheckList: 'OrderCancelUnCheckListPage',
    orderCancelCheckAllList: 'OrderCancelCheckAllListPage',
  }),
  orderCancelAdminCheckList: () => import('./cancel-admin-page').then((m) => m.OrderCancelAdminCheckListPage),
});
