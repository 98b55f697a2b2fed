import { purchaseAnalysisScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.13 purchasing analysis: the purchase login's landings, the reports and the print dispatcher.
export const purchaseAnalysisPages = screenPages(purchaseAnalysisScreens, {
  purchaseManagement: () => import('./purchase-management-page').then((m) => m.PurchaseManagementPage),
  purchaseMobileMain: () => import('./purchase-mobile-main-page').then((m) => m.PurchaseMobileMainPage),
  purchaseStatus: () => import('./purchase-status-page').then((m) => m.PurchaseStatusPage),
  purchasePriceComparison: () => import('./price-comparison-page').then((m) => m.PriceComparisonPage),
  shortageStock: () => import('./shortage-stock-page').then((m) => m.ShortageStockPage),
  stockInOutList: () => import('./stock-in-out-page').then((m) => m.StockInOutPage),
  inventoryStatus: () => import('./inventory-status-page').then((m) => m.InventoryStatusPage),
  purchaseRegister: () => import('./purchase-register-page').then((m) => m.PurchaseRegisterPage),
  buyRegister: () => import('./purchase-register-page').then((m) => m.BuyRegisterPage),
  purchasePrint: () => import('./purchase-print-page').then((m) => m.PurchasePrintPage),
});
