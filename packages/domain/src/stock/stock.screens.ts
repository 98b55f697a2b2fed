import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.14 stock (재고) for company staff.
export const stockScreens = defineScreens({
  stockChangeRecordList: {
    name: '재고/재고 변경 기록',
    path: '/Stock/StockChangeRecordList',
    menu: [{ section: 'stock', title: '재고 변경 기록', order: 20 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  /** The same list opened on one reason (e.g. survey-adjust from a count). */
  stockChangeRecordListOf: {
    name: '재고/재고 변경 기록',
    path: '/Stock/StockChangeRecordList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'opening' },
  },
});
