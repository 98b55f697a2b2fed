import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6 points (포인트): the balances, one customer's entries with manual provision and
// expiry, the day point rate. Samples: the demo customer C000001.
export const loyaltyScreens = defineScreens({
  customerPointList: {
    name: '거래처/거래처 포인트',
    path: '/Company/Customer/CustomerPointList',
    menu: [{ section: 'customer', title: '거래처 포인트', order: 100 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerPointInfo: {
    name: '거래처/포인트 내역',
    path: '/Company/Customer/CustomerPointInfo',
    menu: [{ section: 'customer', title: '포인트 내역·일별 적립률', order: 101 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerPointInfoCode: {
    name: '거래처/포인트 내역',
    path: '/Company/Customer/CustomerPointInfo/:custcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custcode: 'C000001' },
  },
});
