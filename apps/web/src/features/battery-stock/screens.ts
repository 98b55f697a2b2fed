import { batteryStockScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// Battery freshness: units on hand by month of manufacture, and the phone page.
export const batteryStockPages = screenPages(batteryStockScreens, {
  monthlyBatteryInfoList: () => import('./monthly-battery-page').then((m) => m.MonthlyBatteryPage),
  mobileBatteryStockManagement: () => import('./mobile-battery-page').then((m) => m.MobileBatteryPage),
});
