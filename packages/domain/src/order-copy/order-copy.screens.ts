import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.12 copies: a new order from an old one, from a phone memo (the memo's customer) or for a
// customer and car named in the address. Samples: the demo customer and the seed day's first order.
export const orderCopyScreens = defineScreens({
  obtainCopyMemo: {
    name: '수주/주문 복사 (메모)',
    path: '/Company/ObtainCopyMemo/:memocode/:ordercode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { memocode: '-', ordercode: 'O@today-0001' },
  },
  obtainCopyRegister: {
    name: '수주/주문 복사 등록',
    path: '/Company/ObtainCopyRegister/:vin/:custcode/:ordercode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { vin: '-', custcode: 'C000001', ordercode: 'O@today-0001' },
  },
});
