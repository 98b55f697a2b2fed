import { customerPortalScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// The customer pages (phone-first) and the staff's CustomerOrdering.
export const customerPortalPages = screenPages(customerPortalScreens, {
  customerMain: () => import('./customer-main-page').then((m) => m.CustomerMainPage),
  customerOrder: () => import('./customer-order-page').then((m) => m.CustomerOrderPage),
  customerShoppingBasket: () => import('./customer-basket-page').then((m) => m.CustomerBasketPage),
  customerOrderList: () => import('./customer-order-list-page').then((m) => m.CustomerOrderListPage),
  customerOrdering: () => import('./customer-ordering-page').then((m) => m.CustomerOrderingPage),
});
