import { purchaseScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.13 purchasing (매입) for company staff: register, list, and the purchase document.
export const purchasePages = screenPages(purchaseScreens, {
  purchaseRegistration: () => import('./purchase-register-page').then((m) => m.PurchaseRegistrationPage),
  purchaseList: () => import('./purchase-list-page').then((m) => m.PurchaseListPage),
  purchaseDetail: () => import('./purchase-detail-page').then((m) => m.PurchaseDetailPage),
  purchaseModify: () => import('./purchase-modify-pages').then((m) => m.PurchaseModifyPage),
  purchaseBarcodePrint: () => import('./purchase-modify-pages').then((m) => m.PurchaseBarcodePrintPage),
  purchaseLineRegistration: () =>
    import('./purchase-modify-pages').then((m) => m.PurchaseLineRegistrationPage),
});
