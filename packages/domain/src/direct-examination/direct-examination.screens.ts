import { defineScreens, PURCHASE_SCREEN } from '../screen/screen.js';

// SPEC §2.16 direct shipments (직송 검수): the station where the arrival at the customer is
// examined (paper or scan), the list (type = waiting / examined / all) and the A4 request sent
// along. Samples are the demo shipment of seed (J…-0001, waiting).
export const directExaminationScreens = defineScreens({
  directExamination: {
    name: '검수/직송 검수',
    path: '/Company/Examination/Direct/DirectExamination',
    menu: [{ section: 'stock', title: '직송 검수', order: 60 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  directExaminationList: {
    name: '검수/직송 검수 목록',
    path: '/Company/Examination/DirectExaminationList',
    menu: [{ section: 'stock', title: '직송 검수 목록', order: 61 }],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  directExaminationListType: {
    name: '검수/직송 검수 목록',
    path: '/Company/Examination/DirectExaminationList/:type',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { type: 'waiting' },
  },
  directExaminationRequestPrint: {
    name: '검수/직송 검수 요청서',
    path: '/Company/Examination/DirectExaminationRequestPrint/:code',
    layout: 'userpages',
    roles: PURCHASE_SCREEN,
    samples: { code: 'J@today-0001' },
  },
});
