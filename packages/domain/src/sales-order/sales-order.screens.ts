import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.11 sales screens for company staff; the register uses the sales layout (app-ver2).
export const salesOrderScreens = defineScreens({
  obtainRegister: {
    name: '수주/판매 등록',
    path: '/Company/ObtainRegister/:vin/:customerCode/:obtainCode',
    layout: 'app-ver2',
    roles: STAFF_SCREEN,
    samples: { vin: '-', customerCode: 'C000001', obtainCode: '-' },
  },
  obtainList: {
    name: '수주/수주 목록',
    path: '/Company/ObtainList',
    menu: [{ section: 'order', title: '수주 목록', order: 30 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  obtainListWithCustCodeOrderDate: {
    name: '수주/거래처 일자별 수주',
    path: '/Company/ObtainList/:custCode/:orderDate',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custCode: 'C000001', orderDate: '@today' },
  },
  custOrderRegister: {
    name: '수주/거래처 주문 등록',
    path: '/Company/CustOrderRegister/:vin/:custCode/:ordercode/:checkVin/:orderType/:resvymd',
    layout: 'app-ver2',
    roles: STAFF_SCREEN,
    samples: {
      vin: '-',
      custCode: 'C000001',
      ordercode: '-',
      checkVin: 'N',
      orderType: 'R',
      resvymd: '@today+7',
    },
  },
  orderFastRegister: {
    name: '수주/빠른 판매',
    path: '/Company/Order/Product/OrderFastRegister/:vin/:custCode/:type',
    layout: 'app-ver2',
    roles: STAFF_SCREEN,
    samples: { vin: '-', custCode: 'C000001', type: 'popup' },
  },
  customerDiscountProds: {
    name: '수주/거래처 단가',
    path: '/Company/CustomerDiscountProds/:customerCode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { customerCode: 'C000001' },
  },
});
