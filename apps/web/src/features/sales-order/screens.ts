import { salesOrderScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.11 sales screens for company staff; the register uses the sales layout (app-ver2).
export const salesOrderPages = screenPages(salesOrderScreens, {
  ...chunkPages(() => import('./order-register-page'), {
    obtainRegister: 'OrderRegisterPage',
    custOrderRegister: 'CustOrderRegisterPage',
  }),
  ...chunkPages(() => import('./order-list-page'), {
    obtainList: 'OrderListPage',
    obtainListWithCustCodeOrderDate: 'OrderListPage',
  }),
  orderFastRegister: () => import('./fast-register-page').then((m) => m.OrderFastRegisterPage),
  customerDiscountProds: () =>
    import('./customer-discount-prods-page').then((m) => m.CustomerDiscountProdsPage),
});
