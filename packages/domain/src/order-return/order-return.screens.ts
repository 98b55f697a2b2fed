import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.12/§2.15/§2.16 return screens for company staff: the request, the lists by kind and
// state (the check is a second person's), the examination station and the two print pages.
export const orderReturnScreens = defineScreens({
  obtainReturnRequestMemo: {
    name: '반품/반품 요청',
    path: '/Company/Return/ObtainReturnRequestMemo',
    menu: [{ section: 'order', title: '반품 요청', order: 215 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderReturnRequestCheckList: {
    name: '반품/반품 요청 목록',
    path: '/Company/Return/OrderReturnRequestCheckList',
    menu: [{ section: 'order', title: '반품 요청 목록', order: 220 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderReturnNotCheck: {
    name: '반품/반품 미확인 목록',
    path: '/Company/Order/OrderReturnNotCheck',
    menu: [{ section: 'order', title: '반품 미확인 목록', order: 230 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderReturnCheck: {
    name: '반품/반품 확인 목록',
    path: '/Company/Order/OrderReturnCheck',
    menu: [{ section: 'order', title: '반품 확인 목록', order: 240 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  obtainExchangeReturnList: {
    name: '반품/교환 반품 목록',
    path: '/Company/Return/ObtainExchangeReturnList',
    menu: [{ section: 'order', title: '교환 반품 목록', order: 250 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  obtainDefectiveReturnList: {
    name: '반품/불량 반품 목록',
    path: '/Company/Return/ObtainDefectiveReturnList',
    menu: [{ section: 'order', title: '불량 반품 목록', order: 260 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderDefectiveReturnCheck: {
    name: '반품/불량 반품 확인',
    path: '/Company/Return/OrderDefectiveReturnCheck',
    menu: [{ section: 'order', title: '불량 반품 확인', order: 270 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderReturnExamination: {
    name: '검수/반품 검수',
    path: '/Company/Examination/Order/OrderReturnExamination',
    menu: [{ section: 'order', title: '반품 입고 검수', order: 280 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  returnStatementOfAccount: {
    name: '명세서/반품 명세서',
    path: '/Company/ReturnStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'U00000000-0000' },
  },
  returnCollectionStatementOfAccount: {
    name: '명세서/반품 회수 명세서',
    path: '/Company/ReturnCollectionStatementOfAccount/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'U00000000-0000' },
  },
});
