import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.11 memo screens, for company staff.
export const orderMemoScreens = defineScreens({
  obtainMemo: {
    name: '수주/수주 메모',
    path: '/Company/ObtainMemo',
    menu: [{ section: 'order', title: '수주 메모', order: 10 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  obtainMemoList: {
    name: '수주/수주 메모 목록',
    path: '/Company/Memo/ObtainMemoList',
    menu: [{ section: 'order', title: '수주 메모 목록', order: 20 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
  custOrderMemo: {
    name: '수주/거래처 주문 메모',
    path: '/Company/CustOrderMemo/:orderCode/:custCode/:vin/:orderType/:resvymd',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { orderCode: '-', custCode: 'C000001', vin: '-', orderType: 'R', resvymd: '@today+7' },
  },
  orderFastMemo: {
    name: '수주/빠른 메모',
    path: '/Company/Order/Product/OrderFastMemo/:type/:custCode',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { type: 'popup', custCode: 'C000001' },
  },
});
