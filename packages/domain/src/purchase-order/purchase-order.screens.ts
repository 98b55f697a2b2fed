import { defineScreens, PURCHASE_SCREEN } from '../screen/screen.js';

// SPEC §2.13 purchase orders (발주): request → check → last check → save, the list and the A4
// 발주서; the schedule of expected arrivals and the late supplies. Samples are the demo orders of
// seed/purchase-order.seed.ts (B00000001 saved, B00000002 checked, B00000003 requested).
export const purchaseOrderScreens = defineScreens({
  purchaseOrderRequest: {
    name: '발주/발주 요청',
    path: '/Purchase/PurchaseOrderRequest',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseOrderCheck: {
    name: '발주/발주 확인',
    path: '/Purchase/PurchaseOrderCheck',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseOrderLastCheck: {
    name: '발주/발주 최종 승인',
    path: '/Purchase/PurchaseOrderLastCheck/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { code: 'B00000002' },
  },
  purchaseOrder: {
    name: '발주/발주',
    path: '/Purchase/PurchaseOrder',
    menu: [{ section: 'purchase-staff', title: '발주', order: 20 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseOrderModify: {
    name: '발주/발주 수정',
    path: '/Purchase/PurchaseOrderModify/:puCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { puCode: 'B00000003' },
  },
  purchaseOrderSave: {
    name: '발주/발주 확정',
    path: '/Purchase/PurchaseOrderSave/:puCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { puCode: 'B00000001' },
  },
  purchaseOrderList: {
    name: '발주/발주 목록',
    path: '/Purchase/PurchaseOrderList',
    menu: [{ section: 'purchase-staff', title: '발주 목록', order: 30 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseOrderPrint: {
    name: '발주/발주서 인쇄',
    path: '/Purchase/PurchaseOrderPrint/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { code: 'B00000001' },
  },
  purchaseSchedule: {
    name: '매입/입고 예정',
    path: '/PurchaseManager/PurchaseSchedule',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseScheduleLarge: {
    name: '매입/입고 예정 (분류)',
    path: '/PurchaseManager/PurchaseSchedule/:largeCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { largeCode: '01' },
  },
  purchaseScheduleBrand: {
    name: '매입/입고 예정 (분류·브랜드)',
    path: '/PurchaseManager/PurchaseSchedule/:largeCode/:brandCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { largeCode: '01', brandCode: 'ROCKET' },
  },
  purchaseScheduleModify: {
    name: '매입/입고 예정일 변경',
    path: '/PurchaseManager/PurchaseScheduleModify/:seq',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { seq: '1' },
  },
  purchaseLateSupply: {
    name: '매입/입고 지연',
    path: '/PurchaseManager/PurchaseLateSupply',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
});
