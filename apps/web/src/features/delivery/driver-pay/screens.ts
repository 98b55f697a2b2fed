import { driverPayScreens } from '@erp/domain';
import { screenPages } from '../../../app/screen-pages';
import { chunkPages } from '../../../components/screen-parts/chunk-pages';

// SPEC §2.15 driver pay (the month, one driver's history, pickups per period) and the provision
// confirmations of drivers' collections' cash-back.
const salary = () => import('./driver-salary-pages');
const provisions = () => import('./driver-provision-pages');

export const driverPayPages = screenPages(driverPayScreens, {
  ...chunkPages(salary, {
    driverSalaryCalculate: 'DriverSalaryCalculatePage',
    driverSalary: 'DriverSalaryPage',
  }),
  driverPickupCalculate: () => import('./driver-pickup-calc-page').then((m) => m.DriverPickupCalculatePage),
  ...chunkPages(provisions, {
    provisionList: 'ProvisionListPage',
    provisionView: 'ProvisionViewPage',
    oldPointProvision: 'OldPointProvisionPage',
    returnPointProvision: 'ReturnPointProvisionPage',
  }),
});
