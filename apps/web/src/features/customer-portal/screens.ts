import { customerPortalScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// The customer pages (phone-first) and the staff's CustomerOrdering.
const finder = () => import('./customer-order-page');
export const customerPortalPages = screenPages(customerPortalScreens, {
  customerMain: () => import('./customer-main-page').then((m) => m.CustomerMainPage),
  ...chunkPages(finder, {
    customerOrder: 'CustomerOrderPage',
    customerPadOrder: 'CustomerPadOrderPage',
    customerOilOrder: 'CustomerOilOrderPage',
  }),
  customerShoppingBasket: () => import('./customer-basket-page').then((m) => m.CustomerBasketPage),
  customerOrderList: () => import('./customer-order-list-page').then((m) => m.CustomerOrderListPage),
  customerUserInfo: () => import('./customer-user-info-page').then((m) => m.CustomerUserInfoPage),
  customerOrdering: () => import('./customer-ordering-page').then((m) => m.CustomerOrderingPage),
  ...chunkPages(() => import('./customer-history-pages'), {
    customerOrderItemList: 'CustomerOrderItemListPage',
    custReservationList: 'CustReservationListPage',
  }),
  customerCarInfo: () => import('./customer-car-page').then((m) => m.CustomerCarInfoPage),
  customerOrderTotalInfo: () => import('./customer-month-page').then((m) => m.CustomerOrderTotalInfoPage),
  ...chunkPages(() => import('./app-statement-pages'), {
    customerAppOrderStatementOfAccount: 'CustomerAppOrderStatementPage',
    appStatementOfAccount: 'AppStatementOfAccountPage',
  }),
});
