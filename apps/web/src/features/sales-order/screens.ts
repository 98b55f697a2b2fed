import { salesOrderScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.11 sales screens for company staff; the register uses the sales layout (app-ver2).
export const salesOrderPages = screenPages(salesOrderScreens, {
  obtainRegister: () => import('./order-register-page').then((m) => m.OrderRegisterPage),
  obtainList: () => import('./order-list-page').then((m) => m.OrderListPage),
  obtainListWithCustCodeOrderDate: () => import('./order-list-page').then((m) => m.OrderListPage),
  custOrderRegister: () => import('./order-register-page').then((m) => m.CustOrderRegisterPage),
  orderFastRegister: () => import('./fast-register-page').then((m) => m.OrderFastRegisterPage),
  customerDiscountProds: () =>
    import('./customer-discount-prods-page').then((m) => m.CustomerDiscountProdsPage),
});
