import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.11 CustomerLedger (거래처원장), for company staff.
const STAFF = ['admin', 'public'] as const;

export const customerLedgerScreens: readonly ScreenDef[] = [
  {
    name: '수주/거래처 원장',
    path: '/Company/CustomerLedger',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-ledger-page').then((m) => m.CustomerLedgerPage),
  },
];
