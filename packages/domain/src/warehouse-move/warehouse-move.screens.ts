import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.14 / §2.16 warehouse moves (창고 이동): request → ship (into the destination's in-transit
// location) → receive by scan (short and damaged recorded). Samples are the demo moves of
// seed/warehouse-move.seed.ts: H@today-0001 is shipped (in transit), H@today-0002 requested.
const SHIPPED = 'H@today-0001';
const REQUESTED = 'H@today-0002';

export const warehouseMoveScreens = defineScreens({
  requestExaminationList: {
    name: '창고 이동/요청 목록',
    path: '/Examination/Request/RequestExaminationList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  warehouseMoveRegister: {
    name: '창고 이동/등록',
    path: '/Examination/Request/Warehouse/WarehouseMoveRegister',
    menu: [{ section: 'stock', title: '창고 이동 등록', order: 50 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  warehouseMoveModify: {
    name: '창고 이동/수정',
    path: '/Examination/Request/WarehouseMoveModify/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: REQUESTED },
  },
  warehouseMovePrint: {
    name: '창고 이동/전표',
    path: '/Examination/Request/WarehouseMovePrint/:code',
    layout: 'userpages',
    roles: STAFF_SCREEN,
    samples: { code: SHIPPED },
  },
  warehouseMoveRecordList: {
    name: '창고 이동/이력',
    path: '/Examination/Request/WarehouseMoveRecordList/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: SHIPPED },
  },
  warehouseMoveExamination: {
    name: '창고 이동/입고 검수',
    path: '/Examination/Request/WarehouseMoveExamination',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  warehouseMoveCheck: {
    name: '창고 이동/단계별 확인',
    path: '/Warehouse/WarehouseMoveCheck/:choice',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { choice: 'request' },
  },
  warehouseMoveList: {
    name: '창고 이동/목록',
    path: '/Warehouse/WarehouseMoveList',
    menu: [{ section: 'stock', title: '창고 이동 목록', order: 40 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  warehouseMoveListOf: {
    name: '창고 이동/상태별 목록',
    path: '/Warehouse/WarehouseMoveList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'shipped' },
  },
  warehouseMoveEachList: {
    name: '창고 이동/품목',
    path: '/Warehouse/WarehouseMoveEachList/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: SHIPPED },
  },
  warehouseMoveEachMobileList: {
    name: '창고 이동/모바일 품목',
    path: '/Warehouse/WarehouseMoveEachMobileList/:code',
    layout: 'apps',
    roles: STAFF_SCREEN,
    samples: { code: SHIPPED },
  },
});
