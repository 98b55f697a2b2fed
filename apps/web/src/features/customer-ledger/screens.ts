import { customerLedgerScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.11 CustomerLedger (거래처원장), for company staff.
export const customerLedgerPages = screenPages(customerLedgerScreens, {
  customerLedger: () => import('./customer-ledger-page').then((m) => m.CustomerLedgerPage),
});
