import { outsourcingScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.21 outsourcing: one page per screen, told its partner by the export it is mapped to.
const form = () => import('./partner-request-form-page');
const requests = () => import('./partner-request-list-page');
const sales = () => import('./partner-sales-page');
const admin = () => import('./admin-request-list-page');
const memo = () => import('./request-memo-page');
const register = () => import('./request-register-page');
const products = () => import('./partner-product-page');
const purchase = () => import('./partner-purchase-pages');
const as = () => import('./partner-as-page');
const userForm = () => import('./partner-user-form-page');
const users = () => import('./partner-user-list-page');

export const outsourcingPages = screenPages(outsourcingScreens, {
  hrAsList: () => as().then((m) => m.PartnerAsListPage),
  autoRemanAsList: () => as().then((m) => m.PartnerAsListPage),
  taeGyeongAsList: () => as().then((m) => m.PartnerAsListPage),
  hrPurchaseOrderRegistration: () => purchase().then((m) => m.HrPurchaseOrderRegistrationPage),
  hrPurchaseOrderList: () => purchase().then((m) => m.HrPurchaseOrderListPage),
  hrPurchaseOrderDetail: () => purchase().then((m) => m.PurchaseOrderDetailPage),
  autoRemanPurchaseOrderRegistration: () => purchase().then((m) => m.AutoRemanPurchaseOrderRegistrationPage),
  autoRemanPurchaseOrderList: () => purchase().then((m) => m.AutoRemanPurchaseOrderListPage),
  autoRemanPurchaseOrderDetail: () => purchase().then((m) => m.PurchaseOrderDetailPage),
  taeGyeongPurchaseOrderRegistration: () => purchase().then((m) => m.TaeGyeongPurchaseOrderRegistrationPage),
  taeGyeongPurchaseOrderList: () => purchase().then((m) => m.TaeGyeongPurchaseOrderListPage),
  taeGyeongPurchaseOrderDetail: () => purchase().then((m) => m.PurchaseOrderDetailPage),
  hrProductList: () => products().then((m) => m.PartnerProductListPage),
  autoRemanProductList: () => products().then((m) => m.PartnerProductListPage),
  taeGyeongProductList: () => products().then((m) => m.PartnerProductListPage),
  hrOrderRequestRegistration: () => form().then((m) => m.HrOrderRequestRegistrationPage),
  hrOrderRequestList: () => requests().then((m) => m.HrOrderRequestListPage),
  hrProductOrderList: () => sales().then((m) => m.HrProductOrderListPage),
  hrWaybliiList: () => requests().then((m) => m.HrWaybliiListPage),
  autoRemanOrderRequestRegistration: () => form().then((m) => m.AutoRemanOrderRequestRegistrationPage),
  autoRemanOrderRequestList: () => requests().then((m) => m.AutoRemanOrderRequestListPage),
  autoRemanProductOrderList: () => sales().then((m) => m.AutoRemanProductOrderListPage),
  autoRemanWaybliiList: () => requests().then((m) => m.AutoRemanWaybliiListPage),
  taeGyeongOrderRequestRegistration: () => form().then((m) => m.TaeGyeongOrderRequestRegistrationPage),
  taeGyeongOrderRequestList: () => requests().then((m) => m.TaeGyeongOrderRequestListPage),
  taeGyeongProductOrderList: () => sales().then((m) => m.TaeGyeongProductOrderListPage),
  taeGyeongWaybliiList: () => requests().then((m) => m.TaeGyeongWaybliiListPage),
  outsourcingOrderRequestList: () => admin().then((m) => m.OutsourcingOrderRequestListPage),
  outsourcingOrderRequestCancelList: () => admin().then((m) => m.OutsourcingOrderRequestCancelListPage),
  outsourcingOrderRequestCancelHistoryList: () =>
    admin().then((m) => m.OutsourcingOrderRequestCancelHistoryListPage),
  outsourcingOrderRequestMemo: () => memo().then((m) => m.OutsourcingOrderRequestMemoPage),
  outsourcingOrderRequestRegister: () => register().then((m) => m.OutsourcingOrderRequestRegisterPage),
  outsourcingHrUserRegistration: () => userForm().then((m) => m.HrUserRegistrationPage),
  outsourcingHrUserModify: () => userForm().then((m) => m.HrUserModifyPage),
  outsourcingAutoRemanUserRegistration: () => userForm().then((m) => m.AutoRemanUserRegistrationPage),
  outsourcingAutoRemanUserModify: () => userForm().then((m) => m.AutoRemanUserModifyPage),
  outsourcingTaeGyeongUserRegistration: () => userForm().then((m) => m.TaeGyeongUserRegistrationPage),
  outsourcingTaeGyeongUserModify: () => userForm().then((m) => m.TaeGyeongUserModifyPage),
  outsourcingMobisUserRegistration: () => userForm().then((m) => m.MobisUserRegistrationPage),
  outsourcingMobisUserModify: () => userForm().then((m) => m.MobisUserModifyPage),
  outsourcingUserList: () => users().then((m) => m.OutsourcingUserListPage),
  outsourcingStatementOfAccount: () =>
    import('./outsourcing-statement-page').then((m) => m.OutsourcingStatementOfAccountPage),
  mobisOrderRegister: () => import('./mobis-sale-pages').then((m) => m.MobisOrderRegisterPage),
  mobisOrderList: () => import('./mobis-sale-pages').then((m) => m.MobisOrderListPage),
  mobisRsvList: () => import('./mobis-sale-pages').then((m) => m.MobisRsvListPage),
  mobisOrderAdminList: () => import('./mobis-purchase-page').then((m) => m.MobisOrderAdminListPage),
});
