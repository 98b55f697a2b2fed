import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.15 the driver's phone pages for pickups (driver account on /Company/MobileLogin): today's
// used-part (core) pickups and return pickups assigned to the driver, in window order.
export const driverPickupScreens = defineScreens({
  driverOldPartPickup: {
    name: '배송/폐부품 회수 (기사)',
    path: '/DeliveryManager/DriverOldPartPickup',
    menu: [{ section: 'delivery', title: '폐부품 회수', order: 30 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
  driverReturnPickup: {
    name: '배송/반품 회수 (기사)',
    path: '/DeliveryManager/DriverReturnPickup',
    menu: [{ section: 'delivery', title: '반품 회수', order: 40 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
});
