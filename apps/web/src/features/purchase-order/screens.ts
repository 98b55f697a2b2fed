import { purchaseOrderScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.13 purchase orders (발주), their schedule and lateness.
const form = () => import('./purchase-order-form-page').then((m) => m.PurchaseOrderFormPage);
const orders = chunkPages(() => import('./purchase-order-pages'), {
  list: 'PurchaseOrderListPage',
  desk: 'PurchaseOrderDeskPage',
  check: 'PurchaseOrderCheckPage',
  lastCheck: 'PurchaseOrderLastCheckPage',
  save: 'PurchaseOrderSavePage',
});
const schedule = chunkPages(() => import('./purchase-schedule-pages'), {
  schedule: 'PurchaseSchedulePage',
  late: 'PurchaseLateSupplyPage',
});

export const purchaseOrderPages = screenPages(purchaseOrderScreens, {
  purchaseOrderRequest: form,
  purchaseOrderModify: form,
  purchaseOrderCheck: orders.check,
  purchaseOrderLastCheck: orders.lastCheck,
  purchaseOrder: orders.desk,
  purchaseOrderSave: orders.save,
  purchaseOrderList: orders.list,
  purchaseOrderPrint: () => import('./purchase-order-print-page').then((m) => m.PurchaseOrderPrintPage),
  purchaseSchedule: schedule.schedule,
  purchaseScheduleLarge: schedule.schedule,
  purchaseScheduleBrand: schedule.schedule,
  purchaseScheduleModify: () =>
    import('./purchase-schedule-modify-page').then((m) => m.PurchaseScheduleModifyPage),
  purchaseLateSupply: schedule.late,
});
