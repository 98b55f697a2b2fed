import { purchaseExaminationScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.13 / §2.16 arrival examination (입고 검수) and the warehouse screens around it.
export const purchaseExaminationPages = screenPages(purchaseExaminationScreens, {
  purchaseExamination: () => import('./purchase-examination-page').then((m) => m.PurchaseExaminationPage),
  purchaseExaminationList: () =>
    import('./examination-record-page').then((m) => m.PurchaseExaminationListPage),
  purchaseExaminationPrint: () =>
    import('./examination-print-page').then((m) => m.PurchaseExaminationPrintPage),
  purchaseUnConfirmedList: () => import('./unconfirmed-list-page').then((m) => m.PurchaseUnConfirmedListPage),
  ...chunkPages(() => import('./warehouse-pages'), {
    purchaseWarehouseCheck: 'PurchaseWarehouseCheckPage',
    purchaseWarehouseInfo: 'PurchaseWarehouseInfoPage',
  }),
  purchaseBundleDivision: () => import('./bundle-division-page').then((m) => m.PurchaseBundleDivisionPage),
  purchaseProductionDateChange: () =>
    import('./date-change-page').then((m) => m.PurchaseProductionDateChangePage),
});
