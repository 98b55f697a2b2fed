import { customerUserScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.6 customer-user screens, for company staff only.
export const customerUserPages = screenPages(customerUserScreens, {
  customerUserRegister: () => import('./customer-user-register-page').then((m) => m.CustomerUserRegisterPage),
  customerUserList: () => import('./customer-user-list-page').then((m) => m.CustomerUserListPage),
  customerUserListMobile: () =>
    import('./customer-user-list-mobile-page').then((m) => m.CustomerUserListMobilePage),
  customerUserModify: () => import('./customer-user-modify-page').then((m) => m.CustomerUserModifyPage),
  customerRecommenderInfo: () =>
    import('./customer-recommender-info-page').then((m) => m.CustomerRecommenderInfoPage),
  customerUserLoginInfo: () =>
    import('./customer-user-login-info-page').then((m) => m.CustomerUserLoginInfoPage),
  customerDormantList: () => import('./customer-dormant-list-page').then((m) => m.CustomerDormantListPage),
});
