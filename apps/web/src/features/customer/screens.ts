import { customerScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.6 customer screens for company staff (admin and public). The server checks every call
// again; a customer user who types one of these URLs gets the 403 screen.
export const customerPages = screenPages(customerScreens, {
  customerList: () => import('./customer-list-page').then((m) => m.CustomerListPage),
  customerRegistration: () => import('./customer-form-page').then((m) => m.CustomerRegistrationPage),
  customerCopyRegister: () => import('./customer-form-page').then((m) => m.CustomerCopyRegisterPage),
  customerSimpleRegistration: () =>
    import('./customer-simple-form-page').then((m) => m.CustomerSimpleRegistrationPage),
  customerSimpleInsert: () => import('./customer-simple-form-page').then((m) => m.CustomerSimpleInsertPage),
  customerSimpleModify: () => import('./customer-simple-form-page').then((m) => m.CustomerSimpleModifyPage),
  custInsertCheckList: () => import('./cust-insert-check-list-page').then((m) => m.CustInsertCheckListPage),
  customerQuickChangeCheckAllList: () =>
    import('./customer-quick-change-check-page').then((m) => m.CustomerQuickChangeCheckPage),
  customerCompsnNoSearchHistory: () =>
    import('./customer-compsn-history-page').then((m) => m.CustomerCompsnHistoryPage),
  custExcelRegister: () => import('./cust-excel-register-page').then((m) => m.CustExcelRegisterPage),
});
