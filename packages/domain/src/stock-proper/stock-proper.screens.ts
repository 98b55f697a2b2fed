import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// Issue #18 proper stock (적정 재고) and stock reports, for company staff.
export const stockProperScreens = defineScreens({
  stockAppropriateCalculation: {
    name: '재고/적정 재고 계산',
    path: '/Stock/StockAppropriateCalculation',
    menu: [{ section: 'stock', title: '적정 재고 계산', order: 30 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockCalculation: {
    name: '재고/적정 재고 계산 결과',
    path: '/Stock/StockCalculation',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockAutoChange: {
    name: '재고/적정 재고 반영',
    path: '/Stock/StockAutoChange',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockKindPercentLessList: {
    name: '재고/분류별 적정 재고 미달',
    path: '/Stock/StockKindPercentLessList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  /** The same list at a threshold in percent (/Stock/StockKindPercentLessList/50). */
  stockKindPercentLessListOf: {
    name: '재고/분류별 적정 재고 미달',
    path: '/Stock/StockKindPercentLessList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: '50' },
  },
  stockProductTurnRatioList: {
    name: '재고/재고 회전율',
    path: '/Stock/StockProductTurnRatioList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockNewInOutList: {
    name: '재고/신규 입출고 품목',
    path: '/Stock/StockNewInOutList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
