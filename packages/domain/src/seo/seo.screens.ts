import { defineScreens, type ScreenRoles, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.9 the Seo branch (서): the branch's screens in the cps-pages layout (role seo), and head
// office's view of the branch's CPS orders (staff). Samples are the demo rows of seed/seo.seed.ts:
// the branch sale O@today-0002 (an earlier demo seed sells O@today-0001), the transfer H@today-0001 is the
// demo move MAIN → BUSAN in transit (seed/warehouse-move.seed.ts), CPS@today-0001 the demo CPS order.
const SEO_SCREEN: ScreenRoles = ['seo'];
const CPS_SAMPLE = 'CPS@today-0001';

export const seoScreens = defineScreens({
  seoOrdering: {
    name: '서/주문 등록',
    path: '/Company/Seo/SeoOrdering',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: '주문 등록', order: 25 }],
  },
  seoObtainList: {
    name: '서/수주 목록',
    path: '/Company/Seo/SeoObtainList',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: '수주 목록', order: 30 }],
  },
  cpsOrderNotRequestedList: {
    name: '서/CPS 미요청 목록',
    path: '/Company/Seo/CpsOrderNotRequestedList',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: 'CPS 미요청 주문', order: 35 }],
  },
  seoCpsExistenceOrderFixn: {
    name: '서/CPS 입고 주문 확정',
    path: '/Company/Seo/SeoCpsExistenceOrderFixn',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: 'CPS 입고 주문 확정', order: 36 }],
  },
  seoBusanWarehouseMoveSlipList: {
    name: '서/부산 창고 이동 전표',
    path: '/Company/Seo/SeoBusanWarehouseMoveSlipList',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: '부산 창고 이동 전표', order: 57 }],
  },
  seoBusanWarehouseMoveSlipDetail: {
    name: '서/부산 창고 이동 전표 상세',
    path: '/Company/Seo/SeoBusanWarehouseMoveSlipDetail/:code',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    samples: { code: 'H@today-0001' },
  },
  seoOrderCancelRequest: {
    name: '서/주문 취소 요청',
    path: '/Company/Seo/SeoOrderCancelRequest',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: '주문 취소 요청', order: 60 }],
  },
  cpsOrderRequestCancelHistoryList: {
    name: '서/취소 요청 이력',
    path: '/Company/Seo/Cancel/CpsOrderRequestCancelHistoryList',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: '취소 요청 이력', order: 65 }],
  },
  seoBusanWarehouseTransferList: {
    name: '서/부산 창고 이동 목록',
    path: '/Company/Seo/SeoBusanWarehouseTransferList',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: '부산 창고 이동 목록', order: 50 }],
  },
  seoBusanWarehouseTransferringList: {
    name: '서/부산 이동 중 목록',
    path: '/Company/Seo/SeoBusanWarehouseTransferringList',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    menu: [{ section: 'seo', title: '부산 이동 중 (입고 검수)', order: 55 }],
  },
  seoBusanWarehouseTransferDetailList: {
    name: '서/부산 창고 이동 상세',
    path: '/Company/Seo/SeoBusanWarehouseTransferDetailList/:code',
    layout: 'cps-pages',
    roles: SEO_SCREEN,
    samples: { code: 'H@today-0001' },
  },
  seoStatementOfAccount: {
    name: '명세서/서 거래명세서',
    path: '/Company/Statement/SeoStatementOfAccount/:code',
    layout: 'userpages',
    roles: SEO_SCREEN,
    samples: { code: 'O@today-0002' },
  },
  orderSeoOrderInfo: {
    name: '주문/서 CPS 주문',
    path: '/Company/OrderSeoOrderInfo',
    layout: 'default',
    roles: STAFF_SCREEN,
    menu: [{ section: 'order', title: '서 지점 CPS 주문', order: 500 }],
  },
  orderSeoOrderInfoOf: {
    name: '주문/서 CPS 주문 (상태)',
    path: '/Company/OrderSeoOrderInfo/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'requested' },
  },
  orderSeoOrderInfoOne: {
    name: '주문/서 CPS 주문 (건)',
    path: '/Company/OrderSeoOrderInfo/:type/:seoorder',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'requested', seoorder: CPS_SAMPLE },
  },
  orderSeoOrderFailList: {
    name: '주문/서 CPS 실패 목록',
    path: '/Company/OrderSeoOrderFailList',
    layout: 'default',
    roles: STAFF_SCREEN,
    menu: [{ section: 'order', title: '서 지점 CPS 실패', order: 510 }],
  },
  orderSeoOrderFailListOf: {
    name: '주문/서 CPS 실패 목록 (구분)',
    path: '/Company/OrderSeoOrderFailList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'open' },
  },
});
