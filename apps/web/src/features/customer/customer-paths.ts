import type { NavigateFunction } from 'react-router';
import { openPopupWindow } from '../../shell/popup/popup-window';

const enc = encodeURIComponent;

/** The customer routes of routes.tsv, in one place for links between the screens. */
export const CUSTOMER_PATHS = {
  list: '/Company/CustomerList',
  register: '/Company/Customer/CustomerRegistration',
  modify: (code: string) => `/Company/Customer/CustomerRegistration/${enc(code)}`,
  copy: (code: string) => `/Company/Customer/CustomerCopyRegister/${enc(code)}`,
  simpleRegister: '/Company/Customer/CustomerSimpleRegistration',
  simpleInsert: '/Company/Customer/CustomerSimpleInsert',
  simpleModify: '/Company/Customer/CustomerSimpleModify',
  simpleModifyOf: (code: string) => `/Company/Customer/CustomerSimpleModify/${enc(code)}`,
  insertCheck: '/Company/Customer/CustInsertCheckList',
  quickChanges: '/Company/Customer/CustomerQuickChangeCheckAllList',
  bizNoHistory: '/Company/Customer/CustomerCompsnNoSearchHistory',
  excel: '/Company/Customer/CustExcelRegister',
  userRegister: '/Company/Customer/CustomerUserRegister',
} as const;

/**
 * A customer opens for modification in a popup window (the /:code route is a popup child in the
 * userpages layout, SPEC §2.22 size), so the list stays where it was; the popup announces its
 * save and the list refreshes. When popups are blocked it opens in this tab instead.
 */
export const openCustomerModify = (code: string, navigate: NavigateFunction, simple = false): void => {
  const url = simple ? CUSTOMER_PATHS.simpleModifyOf(code) : CUSTOMER_PATHS.modify(code);
  const popup = openPopupWindow(url, `customer-${code}`);
  if (popup) popup.focus();
  else navigate(url);
};
