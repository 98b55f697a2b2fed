import { defineScreens, PURCHASE_SCREEN } from '../screen/screen.js';

// SPEC §2.13 purchasing analysis: the purchase login's landings (desktop and phone), totals,
// price comparison, shortage, stock in/out, one part's stock, the registers and the print dispatcher.
export const purchaseAnalysisScreens = defineScreens({
  purchaseManagement: {
    name: '매입/매입 관리',
    path: '/PurchaseManager/PurchaseManagement',
    menu: [{ section: 'purchase', title: '매입 관리', order: 10 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseMobileMain: {
    name: '매입 담당/매입 메인',
    path: '/Purchase/PurchaseMobileMain',
    menu: [{ section: 'purchase-staff', title: '매입 메인', order: 10 }],
    layout: 'apps',
    roles: PURCHASE_SCREEN,
  },
  purchaseStatus: {
    name: '매입/매입 현황',
    path: '/PurchaseManager/PurchaseStatus',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchasePriceComparison: {
    name: '매입 담당/가격 비교',
    path: '/Purchase/PurchasePriceComparison',
    menu: [{ section: 'purchase-staff', title: '가격 비교', order: 60 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  shortageStock: {
    name: '매입/부족 재고',
    path: '/PurchaseManager/ShortageStock',
    menu: [{ section: 'purchase', title: '부족 재고', order: 50 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  stockInOutList: {
    name: '매입/입출고 목록',
    path: '/PurchaseManager/StockInOutList',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  inventoryStatus: {
    name: '매입/품목 재고 현황',
    path: '/PurchaseManager/InventoryStatus/:ptnocode/:customerCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { ptnocode: 'P0000003', customerCode: 'S000001' },
  },
  purchaseRegister: {
    name: '매입/매입 장부',
    path: '/PurchaseManager/PurchaseRegister',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  buyRegister: {
    name: '매입/매입처별 매입 장부',
    path: '/PurchaseManager/BuyRegister',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchasePrint: {
    name: '매입/매입 인쇄',
    path: '/Purchase/PurchasePrint/:info/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { info: 'purchase', code: 'R00000001' },
  },
});
