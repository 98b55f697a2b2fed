import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// Order lists and the order log (issue 8: SPEC §2.6, §2.11, §2.15), for company staff.
export const salesReportScreens = defineScreens({
  integratedStatus: {
    name: '수주/통합 현황',
    path: '/Company/IntegratedStatus',
    menu: [{ section: 'order', title: '통합 현황', order: 40 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderLog: {
    name: '수주/주문 로그',
    path: '/Company/Order/OrderLog',
    menu: [{ section: 'order', title: '주문 로그', order: 150 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderChangeInfoList: {
    name: '수주/주문 변경 내역',
    path: '/Company/Order/OrderChangeInfoList',
    menu: [{ section: 'order', title: '주문 변경 내역', order: 160 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderCheck: {
    name: '수주/출고 전 확인',
    path: '/Company/Order/OrderCheck',
    menu: [{ section: 'order', title: '출고 전 점검', order: 130 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderProblemList: {
    name: '수주/문제 주문',
    path: '/Company/Order/OrderProblemList',
    menu: [{ section: 'order', title: '문제 주문', order: 140 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderOnlineList: {
    name: '수주/온라인 주문',
    path: '/Company/Order/OrderOnlineList',
    menu: [{ section: 'order', title: '온라인 주문', order: 50 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderCarnum: {
    name: '수주/차량번호별 주문',
    path: '/Company/Order/OrderCarnum/:carnum',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { carnum: '3456' },
  },
  orderVinDuplicateList: {
    name: '수주/차대번호 중복 주문',
    path: '/Company/Order/car/orderVinDuplicateList',
    menu: [{ section: 'order', title: '차대번호 중복 주문', order: 170 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerOrderHistory: {
    name: '거래처/거래처 주문 이력',
    path: '/Company/Customer/CustomerOrderHistory/:custcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custcode: 'C000001' },
  },
  customerOrderProfitInfo: {
    name: '거래처/거래처 주문별 이익',
    path: '/Company/Customer/CustomerOrderProfitInfo/:custcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custcode: 'C000001' },
  },
});
