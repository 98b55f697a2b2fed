import { salesReportScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// Order lists and the order log (issue 8: SPEC §2.6, §2.11, §2.15), for company staff.
export const salesReportPages = screenPages(salesReportScreens, {
  integratedStatus: () => import('./integrated-status-page').then((m) => m.IntegratedStatusPage),
  orderLog: () => import('./order-log-page').then((m) => m.OrderLogPage),
  orderChangeInfoList: () => import('./order-log-page').then((m) => m.OrderChangeInfoListPage),
  orderCheck: () => import('./order-report-list-page').then((m) => m.OrderCheckPage),
  orderProblemList: () => import('./order-report-list-page').then((m) => m.OrderProblemListPage),
  orderOnlineList: () => import('./order-report-list-page').then((m) => m.OrderOnlineListPage),
  orderCarnum: () => import('./order-carnum-page').then((m) => m.OrderCarnumPage),
  orderVinDuplicateList: () => import('./vin-duplicate-page').then((m) => m.OrderVinDuplicateListPage),
  customerOrderHistory: () => import('./customer-order-pages').then((m) => m.CustomerOrderHistoryPage),
  customerOrderProfitInfo: () => import('./customer-order-pages').then((m) => m.CustomerOrderProfitInfoPage),
});
