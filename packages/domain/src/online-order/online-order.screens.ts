import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.15 online orders (sales orders of the marketplaces) and §2.11 their statement of account.
// Samples: the demo VIN and customer, the demo online order (seeded last: O<today>-0009, CP-DEMO-0001).
const O = '/Company/Online';

export const onlineOrderScreens = defineScreens({
  onlineOrderMemo: {
    name: '온라인/온라인 주문 메모',
    path: `${O}/OnlineOrderMemo`,
    menu: [{ section: 'order', title: '온라인 주문', order: 610 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  onlineOrderRegister: {
    name: '온라인/온라인 주문 등록',
    path: `${O}/OnlineOrderRegister/:vin/:custcode`,
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { vin: 'KMHD341CBHU123456', custcode: 'C000001' },
  },
  onlineCollectTargetList: {
    name: '온라인/수금 대상 목록',
    path: `${O}/OnlineCollectTargetList`,
    menu: [{ section: 'order', title: '온라인 수금 대상', order: 620 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  onlineCollectTargetListOf: {
    name: '온라인/수금 대상 목록',
    path: `${O}/OnlineCollectTargetList/:type`,
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all' },
  },
  onlineRecallRequest: {
    name: '온라인/회수 요청',
    path: `${O}/OnlineRecallRequest/:ordercode/:orderseq/:seq`,
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { ordercode: 'O@today-0009', orderseq: '1', seq: '1' },
  },
  onlineRecallRequestList: {
    name: '온라인/회수 요청 목록',
    path: `${O}/OnlineRecallRequestList`,
    menu: [{ section: 'order', title: '온라인 회수 요청', order: 630 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  onlineStatementOfAccount: {
    name: '명세서/온라인 거래명세서',
    path: '/Company/OnlineStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'O@today-0009' },
  },
});
