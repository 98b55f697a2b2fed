import { salesReportScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// Order lists and the order log (issue 8: SPEC §2.6, §2.11, §2.15), for company staff.
export const salesReportPages = screenPages(salesReportScreens, {
  integratedStatus: () => import('./integrated-status-page').then((m) => m.IntegratedStatusPage),
  ...chunkPages(() => import('./order-log-page'), {
    orderLog: 'OrderLogPage',
    orderChangeInfoList: 'OrderChangeInfoListPage',
  }),
  ...chunkPages(() => import('./order-report-list-page'), {
    orderCheck: 'OrderCheckPage',
    orderProblemList: 'OrderProblemListPage',
    orderOnlineList: 'OrderOnlineListPage',
  }),
  orderCarnum: () => import('./order-carnum-page').then((m) => m.OrderCarnumPage),
  orderVinDuplicateList: () => import('./vin-duplicate-page').then((m) => m.OrderVinDuplicateListPage),
  ...chunkPages(() => import('./customer-order-pages'), {
    customerOrderHistory: 'CustomerOrderHistoryPage',
    customerOrderProfitInfo: 'CustomerOrderProfitInfoPage',
  }),
});
