import { defineScreens, PURCHASE_SCREEN } from '../screen/screen.js';

// SPEC §2.13 purchasing (매입) for company staff: register, list, and the purchase document.
export const purchaseScreens = defineScreens({
  purchaseRegistration: {
    name: '매입/매입 등록',
    path: '/PurchaseManager/PurchaseRegistration',
    menu: [{ section: 'purchase', title: '매입 등록', order: 30 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseList: {
    name: '매입/매입 목록',
    path: '/PurchaseManager/PurchaseList',
    menu: [{ section: 'purchase', title: '매입 목록', order: 20 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseDetail: {
    name: '매입/매입 상세',
    path: '/PurchaseManager/PurchaseDetail/:masterSeq',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { masterSeq: 'R00000001' },
  },
  purchaseModify: {
    name: '매입/매입 수정',
    path: '/PurchaseManager/PurchaseModify/:puCode',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { puCode: 'R00000002' },
  },
  purchaseLineRegistration: {
    name: '매입/매입 줄 수정',
    path: '/PurchaseManager/PurchaseRegistration/:purchasecode/:suppliercode/:pbrand/:seq',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { purchasecode: 'R00000001', suppliercode: 'S000001', pbrand: 'ROCKET', seq: '1' },
  },
  purchaseBarcodePrint: {
    name: '매입/매입 바코드 인쇄',
    path: '/PurchaseManager/PurchaseBarcodePrint/:masterseq',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { masterseq: 'R00000001' },
  },
});
