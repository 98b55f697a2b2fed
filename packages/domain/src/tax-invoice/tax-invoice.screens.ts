import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.11 Tax/: the issue desk (monthly drafts, amendment candidates, what waits for the ASP),
// the invoice of one order, the list (all, one customer's) and one invoice.
export const taxInvoiceScreens = defineScreens({
  taxInvoiceIssue: {
    name: '세금계산서/발행',
    path: '/Company/Tax/TaxInvoiceIssue',
    menu: [{ section: 'order', title: '세금계산서 발행', order: 400 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  taxDirectInvoiceIssue: {
    name: '세금계산서/건별 발행',
    path: '/Company/Tax/TaxDirectInvoiceIssue/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'O@today-0001' },
  },
  taxInvoiceIssueList: {
    name: '세금계산서/목록',
    path: '/Company/Tax/TaxInvoiceIssueList',
    menu: [{ section: 'order', title: '세금계산서 목록', order: 410 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  taxInvoiceIssueListOf: {
    name: '세금계산서/거래처별 목록',
    path: '/Company/Tax/TaxInvoiceIssueList/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  taxInvoiceView: {
    name: '세금계산서/상세',
    path: '/Company/Tax/TaxInvoiceIssueList/:code/:taxcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001', taxcode: 'I@today-0001' },
  },
});
