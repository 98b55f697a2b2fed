import { driverPickupScreens } from '@erp/domain';
import { screenPages } from '../../../app/screen-pages';
import { chunkPages } from '../../../components/screen-parts/chunk-pages';

// SPEC §2.15 the driver's phone pages for today's used-part and return pickups.
const pages = () => import('./driver-pickup-page');

export const driverPickupPages = screenPages(driverPickupScreens, {
  ...chunkPages(pages, {
    driverOldPartPickup: 'DriverOldPartPickupPage',
    driverReturnPickup: 'DriverReturnPickupPage',
  }),
});
