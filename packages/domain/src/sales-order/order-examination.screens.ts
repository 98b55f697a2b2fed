import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.16 order examination, for company staff.
export const orderExaminationScreens = defineScreens({
  orderExamination: {
    name: '검수/주문 검수',
    path: '/Company/Examination/Order/OrderExamination',
    menu: [{ section: 'order', title: '주문 검수', order: 80 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderExaminationList: {
    name: '검수/주문 검수 기록',
    path: '/Company/Examination/Order/Examination/OrderExaminationList/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  orderExaminationExceedList: {
    name: '검수/검수 시간 초과 목록',
    path: '/Company/Examination/Order/Examination/OrderExaminationExceedList',
    menu: [{ section: 'order', title: '검수 지연', order: 190 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
  orderExaminationRequest: {
    name: '검수/검수 요청 목록',
    path: '/Company/Examination/Order/Examination/OrderExaminationRequest',
    menu: [{ section: 'order', title: '검수 요청', order: 180 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderExaminationRequestWithTypeYmd: {
    name: '검수/검수 요청 목록',
    path: '/Company/Examination/Order/Examination/OrderExaminationRequest/:type/:ymd',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { type: 'popup', ymd: '@today' },
  },
  orderCancelExamination: {
    name: '검수/취소 반품 검수',
    path: '/Company/Examination/Order/OrderCancelExamination',
    menu: [{ section: 'order', title: '반품 검수', order: 200 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
