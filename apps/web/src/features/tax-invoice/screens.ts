import { taxInvoiceScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.11 Tax/: the issue desk, one order's invoice, the lists and one invoice.
const lists = () => import('./tax-invoice-list-page');

export const taxInvoicePages = screenPages(taxInvoiceScreens, {
  taxInvoiceIssue: () => import('./tax-invoice-issue-page').then((m) => m.TaxInvoiceIssuePage),
  taxDirectInvoiceIssue: () => import('./tax-direct-invoice-page').then((m) => m.TaxDirectInvoicePage),
  ...chunkPages(lists, {
    taxInvoiceIssueList: 'TaxInvoiceListPage',
    taxInvoiceIssueListOf: 'TaxInvoiceListOfPage',
  }),
  taxInvoiceView: () => import('./tax-invoice-view-page').then((m) => m.TaxInvoiceViewPage),
});
