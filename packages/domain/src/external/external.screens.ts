import { defineScreens, type ScreenRoles, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.18 external sales staff. Head office manages the staff and reads their reports (staff
// roles); the external account works its own customers, rotation and reports. Field screens are
// laid out for a phone (main, customers, rotation, day report).
const FIELD_SCREEN: ScreenRoles = ['admin', 'public', 'external'];
const EXTERNAL_SCREEN: ScreenRoles = ['external'];
const X = '/Company/External';

export const externalScreens = defineScreens({
  externalUserAdd: {
    name: '외부 영업/외부 영업자 등록',
    path: `${X}/ExternalUserAdd`,
    menu: [{ section: 'customer', title: '외부 영업자 등록', order: 401 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
  externalUserModify: {
    name: '외부 영업/외부 영업자 수정',
    path: `${X}/ExternalUserModify/:userId`,
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { userId: '8' },
  },
  externalUserList: {
    name: '외부 영업/외부 영업자 목록',
    path: `${X}/ExternalUserList`,
    menu: [{ section: 'customer', title: '외부 영업자 목록', order: 400 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  externalRecommendByCust: {
    name: '외부 영업/추천 거래처',
    path: `${X}/ExternalRecommendByCust/:externalid`,
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { externalid: '8' },
  },
  externalRecommendByCustMobile: {
    name: '외부 영업/내 거래처',
    path: `${X}/ExternalRecommendByCustMobile`,
    menu: [{ section: 'external', title: '내 거래처', order: 15 }],
    layout: 'default',
    roles: EXTERNAL_SCREEN,
  },
  externalInfo: {
    name: '외부 영업/내 정보',
    path: `${X}/ExternalInfo`,
    menu: [{ section: 'external', title: '내 정보', order: 60 }],
    layout: 'default',
    roles: EXTERNAL_SCREEN,
  },
  externalMain: {
    name: '외부 영업/메인',
    path: `${X}/ExternalMain`,
    menu: [{ section: 'external', title: '메인', order: 10 }],
    layout: 'default',
    roles: EXTERNAL_SCREEN,
  },
  externalWeekReportRegister: {
    name: '외부 영업/주간 보고 작성',
    path: `${X}/Report/ExternalWeekReportRegister`,
    menu: [{ section: 'external', title: '주간 보고', order: 50 }],
    layout: 'default',
    roles: EXTERNAL_SCREEN,
  },
  externalWeekReportModify: {
    name: '외부 영업/주간 보고 수정',
    path: `${X}/ExternalWeekReportModify/:code`,
    layout: 'default',
    roles: EXTERNAL_SCREEN,
    samples: { code: 'EW@today-0001' },
  },
  externalWeekReportList: {
    name: '외부 영업/주간 보고 목록',
    path: `${X}/ExternalWeekReportList`,
    menu: [
      { section: 'external', title: '주간 보고 목록', order: 51 },
      { section: 'customer', title: '외부 영업 주간 보고', order: 403 },
    ],
    layout: 'default',
    roles: FIELD_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
  externalWeekReportView: {
    name: '외부 영업/주간 보고',
    path: `${X}/ExternalWeekReportView/:code`,
    layout: 'default',
    roles: FIELD_SCREEN,
    samples: { code: 'EW@today-0001' },
  },
  externalDayReportRegister: {
    name: '외부 영업/일일 보고 작성',
    path: `${X}/ExternalDayReportRegister`,
    menu: [{ section: 'external', title: '일일 보고', order: 45 }],
    layout: 'default',
    roles: EXTERNAL_SCREEN,
  },
  externalDayReportModify: {
    name: '외부 영업/일일 보고 수정',
    path: `${X}/ExternalDayReportModify/:code`,
    layout: 'default',
    roles: EXTERNAL_SCREEN,
    samples: { code: 'ED@today-0001' },
  },
  externalDayReportList: {
    name: '외부 영업/일일 보고 목록',
    path: `${X}/ExternalDayReportList`,
    menu: [
      { section: 'external', title: '일일 보고 목록', order: 46 },
      { section: 'customer', title: '외부 영업 일일 보고', order: 402 },
    ],
    layout: 'default',
    roles: FIELD_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
  externalDayReportView: {
    name: '외부 영업/일일 보고',
    path: `${X}/ExternalDayReportView/:code`,
    layout: 'default',
    roles: FIELD_SCREEN,
    samples: { code: 'ED@today-0001' },
  },
  externalRotationSequence: {
    name: '외부 영업/방문 순서',
    path: `${X}/ExternalRotationSequence`,
    menu: [{ section: 'external', title: '방문 순서', order: 12 }],
    layout: 'default',
    roles: FIELD_SCREEN,
    popupChildren: [':type', ':type/:code'],
    samples: { type: '1', code: 'C000001' },
  },
  externalRotationSequenceList: {
    name: '외부 영업/요일별 방문 거래처',
    path: `${X}/ExternalRotationSequenceList`,
    menu: [
      { section: 'external', title: '요일별 방문', order: 13 },
      { section: 'customer', title: '외부 영업 방문 순서', order: 404 },
    ],
    layout: 'default',
    roles: FIELD_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
  externalSellPeriodically: {
    name: '외부 영업/기간별 매출·수수료',
    path: `${X}/ExternalSellPeriodically`,
    menu: [
      { section: 'external', title: '매출·수수료', order: 55 },
      { section: 'customer', title: '외부 영업 매출·수수료', order: 405 },
    ],
    layout: 'default',
    roles: FIELD_SCREEN,
  },
  externalPartOrder: {
    name: '외부 영업/부품 주문',
    path: `${X}/ExternalPartOrder`,
    menu: [{ section: 'external', title: '부품 주문', order: 20 }],
    layout: 'default',
    roles: EXTERNAL_SCREEN,
  },
  externalOrdering: {
    name: '외부 영업/확정 전 주문',
    path: `${X}/ExternalOrdering`,
    menu: [{ section: 'external', title: '확정 전 주문', order: 25 }],
    layout: 'default',
    roles: EXTERNAL_SCREEN,
  },
  externalOrderList: {
    name: '외부 영업/주문 목록',
    path: `${X}/ExternalOrderList`,
    menu: [{ section: 'external', title: '주문 목록', order: 30 }],
    layout: 'default',
    roles: EXTERNAL_SCREEN,
  },
  externalOrder: {
    name: '외부 영업/주문',
    path: `${X}/ExternalOrder/:code/:type`,
    layout: 'default',
    roles: EXTERNAL_SCREEN,
    samples: { code: 'O@today-0001', type: 'view' },
  },
});
