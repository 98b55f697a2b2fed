import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6 customer pages (issue #26): a repair shop's users order from their phones; the staff
// process the app orders on /Company/CustomerOrdering.
const CUSTOMER_SCREEN = ['cust'] as const;

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
});
