import type { Role } from '../account/account.roles.js';
import { defineScreens, type ScreenRoles, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.21 outsourcing screens (layout osc-pages for the partners, default for head office).
// Hr, AutoReman and TaeGyeong have the same screens under their own paths: one page per screen,
// told its partner by the path.

const only = (role: Role): ScreenRoles => [role];
/** Partner users: head office, and each partner's own accounts for its own users. */
const usersOf = (role: Role): ScreenRoles => ['admin', 'public', role];
const STAFF_AND_PARTNERS: ScreenRoles = ['admin', 'public', 'HR', 'AUTOREMAN', 'TAEGYEONG', 'SHINMYEONG'];

export const outsourcingScreens = defineScreens({
  hrAsList: {
    name: 'Hr/AS 목록',
    path: '/Outsourcing/Hr/As/AsList',
    menu: [{ section: 'hr', title: 'AS 목록', order: 70 }],
    layout: 'osc-pages',
    roles: only('HR'),
  },
  autoRemanAsList: {
    name: 'AutoReman/AS 목록',
    path: '/Outsourcing/AutoReman/As/AsList',
    menu: [{ section: 'autoreman', title: 'AS 목록', order: 70 }],
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
  },
  taeGyeongAsList: {
    name: 'TaeGyeong/AS 목록',
    path: '/Outsourcing/TaeGyeong/As/AsList',
    menu: [{ section: 'taegyeong', title: 'AS 목록', order: 70 }],
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
  },
  hrPurchaseOrderRegistration: {
    name: 'Hr/발주 등록',
    path: '/Outsourcing/Hr/Purchase/HrPurchaseOrderRegistration',
    menu: [{ section: 'hr', title: '발주 등록', order: 40 }],
    layout: 'osc-pages',
    roles: only('HR'),
  },
  hrPurchaseOrderList: {
    name: 'Hr/발주 목록',
    path: '/Outsourcing/Hr/Purchase/HrPurchaseOrderList',
    menu: [{ section: 'hr', title: '발주 목록', order: 50 }],
    layout: 'osc-pages',
    roles: only('HR'),
  },
  hrPurchaseOrderDetail: {
    name: 'Hr/발주 상세',
    path: '/Outsourcing/Hr/Purchase/HrPurchaseOrderDetail/:code',
    layout: 'osc-pages',
    roles: only('HR'),
    // The ERP order registered from the partner's demo request (an order code is taken too).
    samples: { code: 'N@today-0002' },
  },
  autoRemanPurchaseOrderRegistration: {
    name: 'AutoReman/발주 등록',
    path: '/Outsourcing/AutoReman/Purchase/AutoRemanPurchaseOrderRegistration',
    menu: [{ section: 'autoreman', title: '발주 등록', order: 40 }],
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
  },
  autoRemanPurchaseOrderList: {
    name: 'AutoReman/발주 목록',
    path: '/Outsourcing/AutoReman/Purchase/AutoRemanPurchaseOrderList',
    menu: [{ section: 'autoreman', title: '발주 목록', order: 50 }],
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
  },
  autoRemanPurchaseOrderDetail: {
    name: 'AutoReman/발주 상세',
    path: '/Outsourcing/AutoReman/Purchase/AutoRemanPurchaseOrderDetail/:code',
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
    // The ERP order registered from the partner's demo request (an order code is taken too).
    samples: { code: 'N@today-0003' },
  },
  taeGyeongPurchaseOrderRegistration: {
    name: 'TaeGyeong/발주 등록',
    path: '/Outsourcing/TaeGyeong/Purchase/TaeGyeongPurchaseOrderRegistration',
    menu: [{ section: 'taegyeong', title: '발주 등록', order: 40 }],
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
  },
  taeGyeongPurchaseOrderList: {
    name: 'TaeGyeong/발주 목록',
    path: '/Outsourcing/TaeGyeong/Purchase/TaeGyeongPurchaseOrderList',
    menu: [{ section: 'taegyeong', title: '발주 목록', order: 50 }],
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
  },
  taeGyeongPurchaseOrderDetail: {
    name: 'TaeGyeong/발주 상세',
    path: '/Outsourcing/TaeGyeong/Purchase/TaeGyeongPurchaseOrderDetail/:code',
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
    // The ERP order registered from the partner's demo request (an order code is taken too).
    samples: { code: 'N@today-0004' },
  },
  hrProductList: {
    name: 'Hr/상품 목록',
    path: '/Outsourcing/Hr/Product/HrProductList',
    menu: [{ section: 'hr', title: '상품 목록', order: 10 }],
    layout: 'osc-pages',
    roles: only('HR'),
  },
  autoRemanProductList: {
    name: 'AutoReman/상품 목록',
    path: '/Outsourcing/AutoReman/Product/AutoRemanProductList',
    menu: [{ section: 'autoreman', title: '상품 목록', order: 10 }],
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
  },
  taeGyeongProductList: {
    name: 'TaeGyeong/상품 목록',
    path: '/Outsourcing/TaeGyeong/Product/TaeGyeongProductList',
    menu: [{ section: 'taegyeong', title: '상품 목록', order: 10 }],
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
  },
  hrOrderRequestRegistration: {
    name: 'Hr/주문 요청 등록',
    path: '/Outsourcing/Hr/Order/HrOrderRequestRegistration',
    menu: [{ section: 'hr', title: '주문 요청 등록', order: 20 }],
    layout: 'osc-pages',
    roles: only('HR'),
  },
  hrOrderRequestList: {
    name: 'Hr/주문 요청 목록',
    path: '/Outsourcing/Hr/Order/HrOrderRequestList',
    menu: [{ section: 'hr', title: '주문 요청 목록', order: 30 }],
    layout: 'osc-pages',
    roles: only('HR'),
  },
  hrProductOrderList: {
    name: 'Hr/품목 주문 목록',
    path: '/Outsourcing/Hr/Order/HrProductOrderList',
    menu: [{ section: 'hr', title: '품목 주문 목록', order: 35 }],
    layout: 'osc-pages',
    roles: only('HR'),
  },
  hrWaybliiList: {
    name: 'Hr/송장 목록',
    path: '/Outsourcing/Hr/Order/HrWaybliiList',
    menu: [{ section: 'hr', title: '송장 목록', order: 60 }],
    layout: 'osc-pages',
    roles: only('HR'),
  },
  autoRemanOrderRequestRegistration: {
    name: 'AutoReman/주문 요청 등록',
    path: '/Outsourcing/AutoReman/Order/AutoRemanOrderRequestRegistration',
    menu: [{ section: 'autoreman', title: '주문 요청 등록', order: 20 }],
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
  },
  autoRemanOrderRequestList: {
    name: 'AutoReman/주문 요청 목록',
    path: '/Outsourcing/AutoReman/Order/AutoRemanOrderRequestList',
    menu: [{ section: 'autoreman', title: '주문 요청 목록', order: 30 }],
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
  },
  autoRemanProductOrderList: {
    name: 'AutoReman/품목 주문 목록',
    path: '/Outsourcing/AutoReman/Order/AutoRemanProductOrderList',
    menu: [{ section: 'autoreman', title: '품목 주문 목록', order: 35 }],
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
  },
  autoRemanWaybliiList: {
    name: 'AutoReman/송장 목록',
    path: '/Outsourcing/AutoReman/Order/AutoRemanWaybliiList',
    menu: [{ section: 'autoreman', title: '송장 목록', order: 60 }],
    layout: 'osc-pages',
    roles: only('AUTOREMAN'),
  },
  taeGyeongOrderRequestRegistration: {
    name: 'TaeGyeong/주문 요청 등록',
    path: '/Outsourcing/TaeGyeong/Order/TaeGyeongOrderRequestRegistration',
    menu: [{ section: 'taegyeong', title: '주문 요청 등록', order: 20 }],
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
  },
  taeGyeongOrderRequestList: {
    name: 'TaeGyeong/주문 요청 목록',
    path: '/Outsourcing/TaeGyeong/Order/TaeGyeongOrderRequestList',
    menu: [{ section: 'taegyeong', title: '주문 요청 목록', order: 30 }],
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
  },
  taeGyeongProductOrderList: {
    name: 'TaeGyeong/품목 매출 목록',
    path: '/Outsourcing/TaeGyeong/Order/TaeGyeongProductOrderList',
    menu: [{ section: 'taegyeong', title: '품목 매출 목록', order: 35 }],
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
  },
  taeGyeongWaybliiList: {
    name: 'TaeGyeong/송장 목록',
    path: '/Outsourcing/TaeGyeong/Order/TaeGyeongWaybliiList',
    menu: [{ section: 'taegyeong', title: '송장 목록', order: 60 }],
    layout: 'osc-pages',
    roles: only('TAEGYEONG'),
  },
  outsourcingOrderRequestList: {
    name: '협력사 주문/주문 요청 출고 목록',
    path: '/Outsourcing/Order/OutsourcingOrderRequestList',
    menu: [{ section: 'order', title: '협력사 주문 요청', order: 463 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  outsourcingOrderRequestCancelList: {
    name: '협력사 주문/주문 요청 취소 목록',
    path: '/Outsourcing/Order/OutsourcingOrderRequestCancelList',
    menu: [{ section: 'order', title: '협력사 취소 요청', order: 465 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  outsourcingOrderRequestCancelHistoryList: {
    name: '협력사 주문/주문 요청 취소 이력',
    path: '/Outsourcing/Order/OutsourcingOrderRequestCancelHistoryList',
    menu: [{ section: 'order', title: '협력사 취소 이력', order: 467 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  outsourcingOrderRequestMemo: {
    name: '협력사 주문/주문 요청 메모',
    path: '/Outsourcing/Memo/OutsourcingOrderRequestMemo/:code/:custCode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'N@today-0001', custCode: 'C900001' },
  },
  outsourcingOrderRequestRegister: {
    name: '협력사 주문/ERP 주문 등록',
    path: '/Outsourcing/Order/OutsourcingOrderRequestRegister/:vin/:custCode/:orderCode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { vin: 'KMHD341DBNU123456', custCode: 'C900001', orderCode: 'N@today-0001' },
  },
  outsourcingHrUserRegistration: {
    name: '협력사 사용자/Hr 사용자 등록',
    path: '/Outsourcing/User/Hr/OutsourcingHrUserRegistration',
    layout: 'by-role',
    roles: usersOf('HR'),
  },
  outsourcingHrUserModify: {
    name: '협력사 사용자/Hr 사용자 수정',
    path: '/Outsourcing/User/Hr/OutsourcingHrUserModify/:uid',
    layout: 'by-role',
    roles: usersOf('HR'),
    // The demo partner account of the partner (accounts are seeded in DEMO_ACCOUNTS order).
    samples: { uid: '12' },
  },
  outsourcingAutoRemanUserRegistration: {
    name: '협력사 사용자/AutoReman 사용자 등록',
    path: '/Outsourcing/User/AutoReman/OutsourcingAutoRemanUserRegistration',
    layout: 'by-role',
    roles: usersOf('AUTOREMAN'),
  },
  outsourcingAutoRemanUserModify: {
    name: '협력사 사용자/AutoReman 사용자 수정',
    path: '/Outsourcing/User/AutoReman/OutsourcingAutoRemanUserModify/:uid',
    layout: 'by-role',
    roles: usersOf('AUTOREMAN'),
    // The demo partner account of the partner (accounts are seeded in DEMO_ACCOUNTS order).
    samples: { uid: '13' },
  },
  outsourcingTaeGyeongUserRegistration: {
    name: '협력사 사용자/TaeGyeong 사용자 등록',
    path: '/Outsourcing/User/TaeGyeong/OutsourcingTaeGyeongUserRegistration',
    layout: 'by-role',
    roles: usersOf('TAEGYEONG'),
  },
  outsourcingTaeGyeongUserModify: {
    name: '협력사 사용자/TaeGyeong 사용자 수정',
    path: '/Outsourcing/User/TaeGyeong/OutsourcingTaeGyeongUserModify/:uid',
    layout: 'by-role',
    roles: usersOf('TAEGYEONG'),
    // The demo partner account of the partner (accounts are seeded in DEMO_ACCOUNTS order).
    samples: { uid: '14' },
  },
  outsourcingMobisUserRegistration: {
    name: '협력사 사용자/모비스 사용자 등록',
    path: '/Outsourcing/User/mobis/outsourcingMobisUserRegistration',
    layout: 'by-role',
    roles: usersOf('SHINMYEONG'),
  },
  outsourcingMobisUserModify: {
    name: '협력사 사용자/모비스 사용자 수정',
    path: '/Outsourcing/User/mobis/outsourcingMobisUserModify/:uid',
    layout: 'by-role',
    roles: usersOf('SHINMYEONG'),
    // The demo partner account of the partner (accounts are seeded in DEMO_ACCOUNTS order).
    samples: { uid: '15' },
  },
  outsourcingUserList: {
    name: '협력사 사용자/협력사 사용자 목록',
    path: '/Outsourcing/User/OutsourcingUserList',
    menu: [
      { section: 'order', title: '협력사 사용자', order: 469 },
      { section: 'hr', title: '사용자 관리', order: 80 },
      { section: 'autoreman', title: '사용자 관리', order: 80 },
      { section: 'taegyeong', title: '사용자 관리', order: 80 },
      { section: 'mobis', title: '사용자 관리', order: 80 },
    ],
    layout: 'by-role',
    roles: STAFF_AND_PARTNERS,
  },
  outsourcingStatementOfAccount: {
    name: '명세서/협력사 거래명세서',
    path: '/Company/OutsourcingStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF_AND_PARTNERS,
    // The Hr demo request registered, fixed and shipped (its ERP order is printed).
    samples: { code: 'N@today-0002' },
  },
});
