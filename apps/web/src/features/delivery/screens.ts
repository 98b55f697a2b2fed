import { courierStatusScreens, deliveryClaimScreens, deliveryScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.12 / §2.15 deliveries: the lists (waiting with dispatch, done, cancelled, all, courier,
// reservations by day), the delivery methods, drivers and checkers.
const lists = () => import('./delivery-list-page');
const methods = () => import('./delivery-method-pages');

export const deliveryPages = screenPages(deliveryScreens, {
  ...chunkPages(lists, {
    deliveryWaiting: 'DeliveryWaitingPage',
    deliveryCompletionNewList: 'DeliveryCompletionPage',
    deliveryDeletionList: 'DeliveryDeletionPage',
    orderDeliveryInfoAllList: 'OrderDeliveryInfoAllPage',
    orderDeliveryCourierInfoList: 'OrderDeliveryCourierPage',
    orderDeliveryCourierInfoListOf: 'OrderDeliveryCourierOfPage',
    deliveryDayReservation: 'DeliveryDayReservationPage',
    deliveryDayReservationOf: 'DeliveryDayReservationOfPage',
  }),
  ...chunkPages(methods, {
    deliveryMethodList: 'DeliveryMethodListPage',
    deliveryMethodRegister: 'DeliveryMethodRegisterPage',
    deliveryMethodModify: 'DeliveryMethodModifyPage',
  }),
  driverManagement: () => import('./driver-management-page').then((m) => m.DriverManagementPage),
  checkerManagement: () => import('./checker-management-page').then((m) => m.CheckerManagementPage),
});

export const courierStatusPages = screenPages(courierStatusScreens, {
  deliveryCompanyStatus: () => import('./courier-status-page').then((m) => m.DeliveryCompanyStatusPage),
});

export const deliveryClaimPages = screenPages(deliveryClaimScreens, {
  claimDeliveryInfoList: () => import('./delivery-claim-page').then((m) => m.ClaimDeliveryInfoListPage),
});
