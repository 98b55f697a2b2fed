import { purchaseReturnScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.13 returns to suppliers (매입 반품): the form, the queues and list, the one-return view,
// the schedule change and the A4 반품서.
const forms = () => import('./purchase-return-form-page');
const lists = () => import('./purchase-return-list-page');
const view = () => import('./purchase-return-view-page').then((m) => m.PurchaseReturnViewPage);

export const purchaseReturnPages = screenPages(purchaseReturnScreens, {
  ...chunkPages(forms, {
    purchaseReturnRequest: 'PurchaseReturnRequestPage',
    purchaseReturnModify: 'PurchaseReturnModifyPage',
    purchaseReturnRegister: 'PurchaseReturnRegisterPage',
    purchaseReturnRegisterLine: 'PurchaseReturnRegisterPage',
  }),
  ...chunkPages(lists, {
    purchaseReturnList: 'PurchaseReturnListPage',
    purchaseReturnCheck: 'PurchaseReturnCheckPage',
    purchaseReturn: 'PurchaseReturnPage',
    purchaseReturnSchedule: 'PurchaseReturnSchedulePage',
  }),
  purchaseReturnLastCheck: view,
  purchaseReturnSave: view,
  purchaseReturnScheduleModify: () =>
    import('./purchase-return-schedule-page').then((m) => m.PurchaseReturnScheduleModifyPage),
  purchaseReturnPrint: () => import('./purchase-return-print-page').then((m) => m.PurchaseReturnPrintPage),
});
