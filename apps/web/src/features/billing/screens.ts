import { billingScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.12 monthly billing: the issue screen of a customer's period and its A4 statement.
export const billingPages = screenPages(billingScreens, {
  obtainBillingIssuance: () => import('./billing-issuance-page').then((m) => m.BillingIssuancePage),
  orderBilling: () => import('./order-billing-page').then((m) => m.OrderBillingPage),
});
