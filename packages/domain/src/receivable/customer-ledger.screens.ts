import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.11 CustomerLedger (거래처원장), for company staff.
export const customerLedgerScreens = defineScreens({
  customerLedger: {
    name: '수주/거래처 원장',
    path: '/Company/CustomerLedger',
    menu: [{ section: 'order', title: '거래처 원장', order: 100 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
