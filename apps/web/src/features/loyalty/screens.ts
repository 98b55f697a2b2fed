import { associationScreens, loyaltyScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// Points (포인트): the balances and one customer's entries (manual provision, expiry, day rate).
const info = () => import('./point-info-page');

export const loyaltyPages = screenPages(loyaltyScreens, {
  customerPointList: () => import('./point-list-page').then((m) => m.PointListPage),
  ...chunkPages(info, { customerPointInfo: 'PointInfoPage', customerPointInfoCode: 'PointInfoPage' }),
});

// Associations (협회): members and their standards, points per part, payouts, statement prints.
export const associationPages = screenPages(associationScreens, {
  associationInfoList: () => import('./association-info-page').then((m) => m.AssociationInfoPage),
  associationByOrderList: () => import('./association-sales-page').then((m) => m.AssociationSalesPage),
  associationPointsBaseList: () => import('./association-base-page').then((m) => m.AssociationBasePage),
  associationPartPointSettings: () =>
    import('./association-part-points-page').then((m) => m.AssociationPartPointsPage),
  associationPointIndividualProvision: () =>
    import('./association-provision-page').then((m) => m.AssociationProvisionPage),
  associationByPointsList: () => import('./association-points-page').then((m) => m.AssociationPointsPage),
  associationConfirmationOfPayment: () =>
    import('./association-payout-page').then((m) => m.AssociationPayoutPage),
  associationRePrint: () => import('./association-reprint-page').then((m) => m.AssociationRePrintPage),
  associationPointPrintRecordList: () =>
    import('./association-print-records-page').then((m) => m.AssociationPrintRecordsPage),
});
