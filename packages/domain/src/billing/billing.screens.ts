import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.12 monthly billing (월합계 청구): the issue screen of one customer's period and the A4
// statement. Samples: the demo customer C000001 over the demo month.
export const billingScreens = defineScreens({
  orderBilling: {
    name: '청구/월합계 청구서',
    path: '/Company/Bill/OrderBilling/:type/:custcode/:startdt/:lastdt',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { type: 'detail', custcode: 'C000001', startdt: '20261101', lastdt: '20261130' },
  },
  obtainBillingIssuance: {
    name: '청구/청구서 발행',
    path: '/Company/ObtainBillingIssuance/:custCode/:startdt/:lastdt',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custCode: 'C000001', startdt: '20261101', lastdt: '20261130' },
  },
});
