import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// Consignment (위탁, issue #18): the register (a type and a customer may be given in the path),
// modify and copy of one document, the list (by type, and on one customer with its consignment
// statement) and the A4 위탁 명세. Samples are the demo documents of seed/consignment.seed.ts:
// G<today>-0001 (posted placement at C000001), -0002 (a draft placement), -0003 (a use).
export const consignmentScreens = defineScreens({
  consignmentRegister: {
    name: '위탁 등록',
    path: '/Consignment/ConsignmentRegister',
    menu: [{ section: 'stock', title: '위탁 등록', order: 80 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  consignmentRegisterType: {
    name: '위탁 등록 (구분)',
    path: '/Consignment/ConsignmentRegister/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'place' },
  },
  consignmentRegisterCustomer: {
    name: '위탁 등록 (거래처)',
    path: '/Consignment/ConsignmentRegister/:type/:customerCode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'use', customerCode: 'C000001' },
  },
  consignmentModify: {
    name: '위탁 수정',
    path: '/Consignment/ConsignmentModify/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'G@today-0002' },
  },
  consignmentCopy: {
    name: '위탁 복사 등록',
    path: '/Consignment/ConsignmentCopy/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'G@today-0001' },
  },
  consignmentList: {
    name: '위탁 목록',
    path: '/Consignment/ConsignmentList',
    menu: [{ section: 'stock', title: '위탁 목록', order: 81 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  consignmentListType: {
    name: '위탁 목록 (구분)',
    path: '/Consignment/ConsignmentList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'place' },
  },
  consignmentListCustomer: {
    name: '위탁 목록·명세 (거래처)',
    path: '/Consignment/ConsignmentList/:type/:customerCode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all', customerCode: 'C000001' },
  },
  consignmentPrint: {
    name: '위탁 명세서',
    path: '/Consignment/ConsignmentPrint/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: 'G@today-0001' },
  },
});
