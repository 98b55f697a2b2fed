import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6 customer pages (issue #26): a repair shop's users order from their phones; the staff
// process the app orders on /Company/CustomerOrdering.
const CUSTOMER_SCREEN = ['cust'] as const;
const STAFF_OR_CUSTOMER_SCREEN = ['admin', 'public', 'cust'] as const;

export const customerPortalScreens = defineScreens({
  customerMain: {
    name: '거래처 포털/메인',
    path: '/Company/Customer/CustomerMain',
    menu: [{ section: 'customer-portal', title: '메인', order: 10 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerOrder: {
    name: '거래처 포털/주문하기',
    path: '/Company/Customer/CustomerOrder',
    menu: [{ section: 'customer-portal', title: '주문하기', order: 20 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerPadOrder: {
    name: '거래처 포털/패드 주문',
    path: '/Company/Customer/CustomerPadOrder',
    menu: [{ section: 'customer-portal', title: '패드 주문', order: 22 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerOilOrder: {
    name: '거래처 포털/오일 주문',
    path: '/Company/Customer/CustomerOilOrder',
    menu: [{ section: 'customer-portal', title: '오일 주문', order: 24 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerShoppingBasket: {
    name: '거래처 포털/장바구니',
    path: '/Company/Customer/CustomerShoppingBasket',
    menu: [{ section: 'customer-portal', title: '장바구니', order: 30 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerOrderList: {
    name: '거래처 포털/주문 내역',
    path: '/Company/Customer/CustomerOrderList',
    menu: [{ section: 'customer-portal', title: '주문 내역', order: 40 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerUserInfo: {
    name: '거래처 포털/내 정보',
    path: '/Company/Customer/CustomerUserInfo',
    menu: [{ section: 'customer-portal', title: '내 정보', order: 60 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerOrdering: {
    name: '수주/앱 주문 처리',
    path: '/Company/CustomerOrdering',
    menu: [{ section: 'order', title: '앱 주문 처리', order: 47 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerOrderItemList: {
    name: '거래처 포털/주문 품목 내역',
    path: '/Company/Customer/CustomerOrderItemList',
    menu: [{ section: 'customer-portal', title: '주문 품목 내역', order: 42 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  custReservationList: {
    name: '거래처 포털/예약 주문 내역',
    path: '/Company/Customer/CustReservationList',
    menu: [{ section: 'customer-portal', title: '예약 주문 내역', order: 45 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerCarInfo: {
    name: '거래처 포털/차량 정보',
    path: '/Company/Customer/CustomerCarInfo',
    menu: [{ section: 'customer-portal', title: '차량 정보', order: 50 }],
    layout: 'default',
    roles: CUSTOMER_SCREEN,
  },
  customerOrderTotalInfo: {
    name: '거래처 포털/월간 합계',
    path: '/Company/Customer/Order/CustomerOrderTotalInfo/:year/:month',
    layout: 'default',
    roles: CUSTOMER_SCREEN,
    samples: { year: '2026', month: '12' },
  },
  customerAppOrderStatementOfAccount: {
    name: '거래처 포털/거래명세서',
    path: '/Company/Customer/Order/CustomerAppOrderStatementOfAccount/:serverType',
    layout: 'default',
    roles: CUSTOMER_SCREEN,
    // :code opens one order's statement bare, to print.
    popupChildren: [':code'],
    samples: { serverType: 'app', code: 'O@today-0005' },
  },
  appStatementOfAccount: {
    name: '명세서/앱 주문 거래명세서',
    path: '/Company/AppStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF_OR_CUSTOMER_SCREEN,
    samples: { code: 'O@today-0005' },
  },
});
