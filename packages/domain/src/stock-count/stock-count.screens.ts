import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.14 / §2.16 stock counts (재고 실사): plan (StockScheduleRegister), assign counters
// (StockScheduleTargetUser), count by location group at the desk (StockExamination/:code/:seq,
// seq = the location group: 1…n in location order, parts without a location last) or on the phone
// (StockMobileExamination), approve by a second person (StockSurvey), and see what a document
// moved (StockChangeRecord/:code) and which balances need a look (StockAbnormal). Samples are the
// demo counts of seed/stock-count.seed.ts: K@today-0001 planned (BUSAN), K@today-0002 submitted.
export const stockCountScreens = defineScreens({
  stockSurvey: {
    name: '재고/재고 실사',
    path: '/Stock/StockSurvey',
    menu: [{ section: 'stock', title: '재고 실사', order: 10 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockScheduleRegister: {
    name: '재고/실사 계획 등록',
    path: '/Stock/StockScheduleRegister',
    menu: [{ section: 'stock', title: '실사 계획 등록', order: 11 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockScheduleRegisterOf: {
    name: '재고/실사 계획',
    path: '/Stock/StockScheduleRegister/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'K@today-0001' },
  },
  stockScheduleList: {
    name: '재고/실사 목록',
    path: '/Stock/StockScheduleList',
    menu: [{ section: 'stock', title: '실사 목록', order: 12 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockExaminationList: {
    name: '재고/실사 내역',
    path: '/Stock/StockExaminationList',
    menu: [{ section: 'stock', title: '실사 내역', order: 12.5 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockScheduleTargetUser: {
    name: '재고/실사 담당자',
    path: '/Stock/StockScheduleTargetUser',
    menu: [{ section: 'stock', title: '실사 담당자', order: 13 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockExamination: {
    name: '재고/실사 입력',
    path: '/Stock/StockExamination',
    menu: [{ section: 'stock', title: '실사 입력', order: 14 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockExaminationOf: {
    name: '재고/실사 입력',
    path: '/Stock/StockExamination/:code/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'K@today-0001', seq: '1' },
  },
  stockMobileExamination: {
    name: '모바일/재고 실사',
    path: '/Company/Examination/Stock/StockMobileExamination',
    menu: [{ section: 'mobile', title: '모바일 재고 실사', order: 90 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
  stockChangeRecord: {
    name: '재고/문서별 재고 변경',
    path: '/Stock/StockChangeRecord/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'OPENING' },
  },
  stockAbnormal: {
    name: '재고/이상 재고',
    path: '/Stock/StockAbnormal',
    menu: [{ section: 'stock', title: '이상 재고', order: 15 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
