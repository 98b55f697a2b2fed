import { defineScreens, PURCHASE_SCREEN } from '../screen/screen.js';

// SPEC §2.13 returns to suppliers (매입 반품): request → check → last check (another person) →
// the purchaser saves (stock out, payable down); the list, the A4 반품서, the register against a
// fixed purchase and the pickup schedule. Samples are the demo returns of seed/purchase-return.seed.ts
// (T00000001 requested, …02 checked, …03 approved, …04 saved; id 3 is the approved one).
export const purchaseReturnScreens = defineScreens({
  purchaseReturnRequest: {
    name: '매입/반품 요청',
    path: '/Purchase/PurchaseReturnRequest',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseReturnCheck: {
    name: '매입/반품 확인',
    path: '/Purchase/PurchaseReturnCheck',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseReturnLastCheck: {
    name: '매입/반품 최종 승인',
    path: '/Purchase/PurchaseReturnLastCheck/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { code: 'T00000002' },
  },
  purchaseReturn: {
    name: '매입/반품',
    path: '/Purchase/PurchaseReturn',
    menu: [{ section: 'purchase-staff', title: '반품', order: 40 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseReturnModify: {
    name: '매입/반품 수정',
    path: '/Purchase/PurchaseReturnModify/:puCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { puCode: 'T00000001' },
  },
  purchaseReturnSave: {
    name: '매입/반품 확정',
    path: '/Purchase/PurchaseReturnSave/:puCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { puCode: 'T00000003' },
  },
  purchaseReturnList: {
    name: '매입/반품 목록',
    path: '/Purchase/PurchaseReturnList',
    menu: [{ section: 'purchase-staff', title: '반품 목록', order: 50 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseReturnPrint: {
    name: '매입/반품서',
    path: '/Purchase/PurchaseReturnPrint/:code',
    layout: 'userpages',
    roles: PURCHASE_SCREEN,
    samples: { code: 'T00000004' },
  },
  purchaseReturnRegister: {
    name: '매입/반품 등록',
    path: '/PurchaseManager/PurchaseReturnRegister',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseReturnRegisterLine: {
    name: '매입/반품 등록 (매입 품목)',
    path: '/PurchaseManager/PurchaseReturnRegister/:purchasecode/:suppliercode/:pbrand/:seq',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { purchasecode: 'R00000001', suppliercode: 'S000001', pbrand: 'ROCKET', seq: '1' },
  },
  purchaseReturnSchedule: {
    name: '매입/반품 회수 일정',
    path: '/PurchaseManager/PurchaseReturnSchedule',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseReturnScheduleModify: {
    name: '매입/반품 회수 일정 변경',
    path: '/PurchaseManager/PurchaseReturnScheduleModify/:seq',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { seq: '3' },
  },
});
