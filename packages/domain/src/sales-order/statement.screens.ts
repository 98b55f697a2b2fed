import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.11 print pages: bare (userpages), opened in their own window by the sales screens.
export const statementScreens = defineScreens({
  statementOfAccount: {
    name: '명세서/거래명세서',
    path: '/Company/StatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  cancelStatementOfAccount: {
    name: '명세서/취소 명세서',
    path: '/Company/CancelStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  estimateSheet: {
    name: '명세서/견적서',
    path: '/Company/EstimateSheet/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  fastStatementOfAccount: {
    name: '명세서/빠른 거래명세서',
    path: '/Company/FastStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  carEstimate: {
    name: '명세서/차량 견적서',
    path: '/Company/CarEstimate/:custcode',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { custcode: 'C000001' },
  },
  transactionStatement: {
    name: '명세서/거래내역서',
    path: '/Company/transactionStatement/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
});
