import { courierPortalScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// The courier company's pages: today's hand-overs with the waybill scan, confirmations, logins.
export const courierPortalPages = screenPages(courierPortalScreens, {
  courierKyungdongMain: () => import('./courier-main-page').then((m) => m.CourierMainPage),
  courierCheckInfoList: () => import('./courier-check-list-page').then((m) => m.CourierCheckListPage),
  courierLogInInfoList: () => import('./courier-login-list-page').then((m) => m.CourierLoginListPage),
  courierKyungdongUserRegister: () => import('./courier-user-form-page').then((m) => m.CourierUserFormPage),
  courierAllUserList: () => import('./courier-user-list-page').then((m) => m.CourierUserListPage),
});
