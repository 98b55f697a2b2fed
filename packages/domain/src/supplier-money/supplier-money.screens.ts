import { defineScreens, PURCHASE_SCREEN } from '../screen/screen.js';

// SPEC §2.13 supplier money: bills matched to arrivals, payments (출금, spelled as the spec's
// paths spell them), the supplier statement and the settlement.
export const supplierMoneyScreens = defineScreens({
  billListPerSupplier: {
    name: '매입/매입처별 계산서',
    path: '/PurchaseManager/BillListPerSupplier',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchasePayingBill: {
    name: '매입/계산서 대사',
    path: '/Purchase/PurchasePayingBill',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  withdrawal: {
    name: '매입/출금',
    path: '/PurchaseManager/PuchaseWithdrawal',
    menu: [{ section: 'purchase', title: '출금', order: 60 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  withdrawalFor: {
    name: '매입/출금 (매입처)',
    path: '/PurchaseManager/PuchaseWithdrawal/:customerCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { customerCode: 'S000001' },
  },
  withdrawalSearch: {
    name: '매입/출금 조회',
    path: '/PurchaseManager/PuchaseWithdrawalSearchScreen',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  withdrawalSearchFor: {
    name: '매입/출금 조회 (매입처)',
    path: '/PurchaseManager/PuchaseWithdrawalSearchScreen/:customerCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { customerCode: 'S000001' },
  },
  withdrawalModify: {
    name: '매입/출금 수정',
    path: '/PurchaseManager/PuchaseWithdrawalModify/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    // The demo payment of the seed day: its code is a day code (W + KST day + number).
    samples: { code: 'W@today-0001' },
  },
  purchaseStatement: {
    name: '매입/매입처 거래 명세',
    path: '/PurchaseManager/PurchaseStatement/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { code: 'S000001' },
  },
  purchaseCalculate: {
    name: '매입/매입 정산',
    path: '/Purchase/PurchaseCalculate',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
});
