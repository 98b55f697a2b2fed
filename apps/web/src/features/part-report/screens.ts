import { partReportScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 part reports from the ledgers; company staff only.
export const partReportPages = screenPages(partReportScreens, {
  partFastTurn: () => import('./part-fast-turn-page').then((m) => m.PartFastTurnPage),
  partReturnList: () => import('./part-return-list-page').then((m) => m.PartReturnListPage),
  partWithoutRotation: () => import('./part-without-rotation-page').then((m) => m.PartWithoutRotationPage),
  productSalesRecordsList: () =>
    import('./product-sales-records-page').then((m) => m.ProductSalesRecordsPage),
});
