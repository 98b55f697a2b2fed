import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6/§2.10/§2.12 used-part (core) screens: payback codes, what sales left out, its
// ageing, the customers allowed a pickup, the driver's scan page and the cash-back list.
export const oldPartScreens = defineScreens({
  specialOldPartInfo: {
    name: '폐부품/페이백 코드',
    path: '/Company/Order/Old/SpecialOldPartInfo',
    menu: [{ section: 'order', title: '폐부품 페이백 코드', order: 305 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  obtainNewOldPartList: {
    name: '폐부품/회수 예정 목록',
    path: '/Company/ObtainNewOldPartList',
    menu: [{ section: 'order', title: '폐부품 회수 예정', order: 310 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  obtainNewOldPartListByType: {
    name: '폐부품/회수 예정 목록 (코드별)',
    path: '/Company/ObtainNewOldPartList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all' },
  },
  obtainNewOldPartListByCustomer: {
    name: '폐부품/회수 예정 목록 (거래처)',
    path: '/Company/ObtainNewOldPartList/:type/:custcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all', custcode: 'C000001' },
  },
  oldPartReturnUnCollectedList: {
    name: '폐부품/미회수 목록',
    path: '/Company/Order/Old/OldPartReturnUnCollectedList',
    menu: [{ section: 'order', title: '폐부품 미회수', order: 320 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  oldPartReturnUnCollectedListByType: {
    name: '폐부품/미회수 목록 (코드별)',
    path: '/Company/Order/Old/OldPartReturnUnCollectedList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all' },
  },
  custOldPartPickAllowList: {
    name: '거래처/폐부품 회수 허용',
    path: '/Company/Customer/CustOldPartPickAllowList',
    menu: [{ section: 'customer', title: '폐부품 회수 허용', order: 300 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  driverPickUpPoint: {
    name: '회수/폐부품 회수 (기사)',
    path: '/Company/PickUp/Point/DriverPickUpPoint/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all' },
  },
  customerOldPartCashBackList: {
    name: '거래처/폐부품 캐시백',
    path: '/Company/Customer/Cash/CustomerOldPartCashBackList',
    menu: [{ section: 'customer', title: '폐부품 캐시백', order: 310 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderOldPartPriceMemo: {
    name: '폐부품/폐부품 매입',
    path: '/Company/Order/OrderOldPartPriceMemo/:custcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custcode: 'C000001' },
  },
  orderOldPartPriceMemoMobile: {
    name: '폐부품/폐부품 매입 (모바일)',
    path: '/Company/Order/OrderOldPartPriceMemoMobile/:custcode/:pickupId',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custcode: 'C000001', pickupId: '-' },
  },
  orderOldPartPriceRegister: {
    name: '폐부품/폐부품 매입 등록',
    path: '/Company/Order/OrderOldPartPriceRegister/:vin/:custcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { vin: '-', custcode: 'C000001' },
  },
  orderOldPartPriceRegisterMobile: {
    name: '폐부품/폐부품 매입 등록 (모바일)',
    path: '/Company/Order/OrderOldPartPriceRegisterMobile/:vin/:custcode/:pickupId',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { vin: '-', custcode: 'C000001', pickupId: '-' },
  },
});
