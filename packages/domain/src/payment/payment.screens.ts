import { ADMIN_SCREEN, defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.5 Tacar payment screens and §2.11/§2.12 Toss payments: the lists, one payment's history
// (where the gateway's window returns), and the payment methods.
export const paymentScreens = defineScreens({
  orderTossInfoList: {
    name: '결제/카드 결제 목록',
    path: '/Company/OrderTossInfoList',
    menu: [{ section: 'order', title: '카드 결제 목록', order: 420 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderTossInfoListOf: {
    name: '결제/상태별 카드 결제',
    path: '/Company/OrderTossInfoList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'done' },
  },
  orderTossHistoryInfo: {
    name: '결제/결제 이력',
    path: '/Company/Order/OrderTossHistoryInfo/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'TOSS-C000001-0001' },
  },
  tacarTossPaymentList: {
    name: '결제/토스 결제 관리',
    path: '/Admin/Tacar/Toss/TacarTossPaymentList',
    menu: [{ section: 'admin', title: '토스 결제 관리', order: 300 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  orderPaymentInformationSave: {
    name: '결제/선결제 업체 결제 정보',
    path: '/Company/Order/Payment/OrderPaymentInformationSave',
    menu: [{ section: 'order', title: '선결제 업체 결제 정보', order: 330 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderPaymentInformationSaveOf: {
    name: '결제/거래처 선결제 정보',
    path: '/Company/Order/Payment/OrderPaymentInformationSave/:custcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custcode: 'C000001' },
  },
  orderPrePaymentConfirmList: {
    name: '결제/선결제 주문 결제 확인',
    path: '/Company/Order/OrderPrePaymentConfirmList',
    menu: [{ section: 'admin', title: '선결제 업체 주문 결제 정보', order: 100 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  tacarPaymethodRegister: {
    name: '결제/결제 수단',
    path: '/Admin/Tacar/Paymethod/TacarPaymethodRegister',
    menu: [{ section: 'admin', title: '결제 수단 관리', order: 310 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
