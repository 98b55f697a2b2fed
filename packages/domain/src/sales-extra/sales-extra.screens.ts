import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.11 product sums (with charts) and §2.12 a car's order history.
export const salesExtraScreens = defineScreens({
  orderProductSumQty: {
    name: '판매 합계/수량',
    path: '/Company/Order/Product/OrderProductSumQty',
    menu: [{ section: 'order', title: '품목별 판매 수량', order: 340 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderProductSumAmount: {
    name: '판매 합계/금액',
    path: '/Company/Order/Product/OrderProductSumAmount',
    menu: [{ section: 'order', title: '품목별 판매 금액', order: 350 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  obtainAggregation: {
    name: '수주/차량별 주문 이력',
    path: '/Company/ObtainAggregation/:type/:custcode/:vin',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all', custcode: 'C000001', vin: 'KMHD341CBMU123456' },
  },
  orderSeasonList: {
    name: '판매 합계/계절별 수요',
    path: '/Company/OrderSeasonList',
    menu: [{ section: 'order', title: '계절별 수요', order: 360 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderSeasonListOf: {
    name: '판매 합계/계절별 수요 (계절)',
    path: '/Company/OrderSeasonList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'winter' },
  },
});
