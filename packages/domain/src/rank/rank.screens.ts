import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6/§2.7/§2.15 ranks (등급): the thresholds, discounts, order weekdays and hours,
// delivery options, the customers' ranks and manual choices, the history, the period amounts.
// Samples: the demo customer C000001.
export const rankScreens = defineScreens({
  rankByAmountSetting: {
    name: '등급/구매 금액별 등급 기준',
    path: '/Company/Rank/RankByAmountSetting',
    menu: [{ section: 'customer', title: '등급 기준', order: 200 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  rankDiscountRange: {
    name: '등급/등급별 할인율',
    path: '/Company/Rank/RankDiscountRange',
    menu: [{ section: 'customer', title: '등급별 할인율', order: 201 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  rankWeekOrderAuthList: {
    name: '등급/등급별 주문 요일',
    path: '/Company/Rank/RankWeekOrderAuthList',
    menu: [{ section: 'customer', title: '등급별 주문 요일', order: 202 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  rankHourOrderAuthList: {
    name: '등급/등급별 주문 시간',
    path: '/Company/Rank/RankHourOrderAuthList',
    menu: [{ section: 'customer', title: '등급별 주문 시간', order: 203 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  rankDeliveryViewSettings: {
    name: '등급/등급별 배송 표시',
    path: '/Company/Rank/RankDeliveryViewSettings',
    menu: [{ section: 'customer', title: '등급별 배송 표시', order: 204 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerRankRange: {
    name: '거래처/거래처 등급 구간',
    path: '/Company/Customer/CustomerRankRange',
    menu: [{ section: 'customer', title: '거래처 등급 (재계산)', order: 205 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerRankChoiceList: {
    name: '거래처/등급 수동 지정',
    path: '/Company/Customer/Rank/CustomerRankChoiceList',
    menu: [{ section: 'customer', title: '등급 수동 지정', order: 206 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerRankHistory: {
    name: '거래처/등급 변경 이력',
    path: '/Company/Customer/CustomerRankHistory',
    menu: [{ section: 'customer', title: '등급 변경 이력', order: 207 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerRankHistoryCode: {
    name: '거래처/등급 변경 이력',
    path: '/Company/Customer/CustomerRankHistory/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  orderCustRankPeriodAmount: {
    name: '수주/거래처 등급별 기간 구매 금액',
    path: '/Company/Order/OrderCustRankPeriodAmount',
    menu: [{ section: 'order', title: '등급별 기간 구매 금액', order: 300 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
