import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// Battery freshness (issue #18): units on hand by month of manufacture (:type = a warehouse code
// or 'all'), and the phone page to scan a unit, see its age and correct its date code.
export const batteryStockScreens = defineScreens({
  monthlyBatteryInfoList: {
    name: '월별 배터리 재고',
    path: '/Stock/MonthlyBatteryInfoList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all' },
  },
  mobileBatteryStockManagement: {
    name: '모바일/배터리 재고 관리',
    path: '/Stock/MobileBatteryStockManagement',
    menu: [{ section: 'mobile', title: '모바일 배터리 재고', order: 100 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
});
