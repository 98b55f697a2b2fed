import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.11 print pages: bare (userpages), opened in their own window by the sales screens.
const STAFF = ['admin', 'public'] as const;

export const statementScreens: readonly ScreenDef[] = [
  {
    name: '명세서/거래명세서',
    path: '/Company/StatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./statement-page').then((m) => m.StatementOfAccountPage),
  },
  {
    name: '명세서/취소 명세서',
    path: '/Company/CancelStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./statement-page').then((m) => m.CancelStatementOfAccountPage),
  },
  {
    name: '명세서/견적서',
    path: '/Company/EstimateSheet/:code',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./statement-page').then((m) => m.EstimateSheetPage),
  },
  {
    name: '명세서/빠른 거래명세서',
    path: '/Company/FastStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./statement-page').then((m) => m.FastStatementOfAccountPage),
  },
  {
    name: '명세서/차량 견적서',
    path: '/Company/CarEstimate/:custcode',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./car-estimate-page').then((m) => m.CarEstimatePage),
  },
  {
    name: '명세서/거래내역서',
    path: '/Company/transactionStatement/:code',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./transaction-statement-page').then((m) => m.TransactionStatementPage),
  },
];
