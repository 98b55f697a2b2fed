import { supplierMoneyScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.13 supplier money: bills, payments (출금), the supplier statement and the settlement.
export const supplierMoneyPages = screenPages(supplierMoneyScreens, {
  billListPerSupplier: () => import('./bill-list-page').then((m) => m.BillListPerSupplierPage),
  purchasePayingBill: () => import('./paying-bill-page').then((m) => m.PurchasePayingBillPage),
  ...chunkPages(() => import('./withdrawal-page'), {
    withdrawal: 'WithdrawalPage',
    withdrawalFor: 'WithdrawalPage',
  }),
  ...chunkPages(() => import('./withdrawal-search-page'), {
    withdrawalSearch: 'WithdrawalSearchPage',
    withdrawalSearchFor: 'WithdrawalSearchPage',
  }),
  withdrawalModify: () => import('./withdrawal-modify-page').then((m) => m.WithdrawalModifyPage),
  purchaseStatement: () => import('./supplier-statement-page').then((m) => m.SupplierStatementPage),
  purchaseCalculate: () => import('./calculate-page').then((m) => m.PurchaseCalculatePage),
});
