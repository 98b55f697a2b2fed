import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// Sales graphs (SPEC §2.6 AppOrderGraph, §2.11 Graph/*), for company staff.
export const salesGraphScreens = defineScreens({
  hourlyGraph: {
    name: '수주/시간대별 매출',
    path: '/Company/Graph/HourlyGraph',
    menu: [{ section: 'order', title: '시간대별 매출', order: 110 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  productOrderAndTossGraph: {
    name: '수주/품목 월별 판매',
    path: '/Company/Graph/ProductOrderAndTossGraph/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000008' },
  },
  appOrderGraph: {
    name: '수주/경로별 주문 추이',
    path: '/Company/AppOrderGraph',
    menu: [{ section: 'order', title: '주문 경로 그래프', order: 210 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
