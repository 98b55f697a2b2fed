import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.15 DeliveryCompanyStatus/:code: one courier company's parcels by state (the code is a
// courier delivery method's; the demo's CJ is the sample).
export const courierStatusScreens = defineScreens({
  deliveryCompanyStatus: {
    name: '배송/택배사 현황',
    path: '/DeliveryManager/DeliveryCompanyStatus/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'CJ' },
  },
});
