import { defineScreens, PURCHASE_SCREEN } from '../screen/screen.js';

// SPEC §2.13 / §2.16 arrival examination (입고 검수) and the warehouse screens around it. Paths
// are the spec's. The samples are the demo arrival (seed/purchase-examination.seed.ts).
const SAMPLE = 'R00000003';

export const purchaseExaminationScreens = defineScreens({
  purchaseExamination: {
    name: '매입/매입 검수',
    path: '/Company/Examination/Purchase/PurchaseExamination',
    menu: [{ section: 'purchase', title: '매입 검수', order: 40 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseExaminationList: {
    name: '매입/입고 검수 기록',
    path: '/Company/Examination/Purchase/PurchaseExaminationList/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { code: SAMPLE },
  },
  purchaseExaminationPrint: {
    name: '매입/검수 확인서',
    path: '/Purchase/PurchaseExaminationPrint/:code',
    layout: 'userpages',
    roles: PURCHASE_SCREEN,
    samples: { code: SAMPLE },
  },
  purchaseUnConfirmedList: {
    name: '매입/검수 대기 입고',
    path: '/Purchase/PurchaseUnConfirmedList',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseWarehouseCheck: {
    name: '매입/창고별 입고 검수 현황',
    path: '/PurchaseManager/PurchaseWarehouseCheck',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseWarehouseInfo: {
    name: '매입/입고 적치 정보',
    path: '/PurchaseManager/PurchaseWarehouseInfo/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { code: SAMPLE },
  },
  purchaseBundleDivision: {
    name: '매입/박스 낱개 분할',
    path: '/Purchase/PurchaseBundleDivision',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  purchaseProductionDateChange: {
    name: '매입/제조 일자 변경',
    path: '/Purchase/PurchaseProductionDateChange',
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
});
