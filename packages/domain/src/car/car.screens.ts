import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 vehicles and §2.6 VinPartRegister: cars by VIN, the decoding service's details and
// the VIN ↔ part fitment records, for company staff.
export const carScreens = defineScreens({
  carDataInfo: {
    name: '차량/차량 정보',
    path: '/CarInfo/CarDataInfo',
    menu: [{ section: 'part', title: '차량 정보', order: 90 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':vin'],
    samples: { vin: 'KMHD341CBHU123456' },
  },
  usaCarInfo: {
    name: '차량/차대번호 조회 상세',
    path: '/CarInfo/usaCarInfo/:vin',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { vin: 'KMHD341CBHU123456' },
  },
  vinPartList: {
    name: '품목/차대번호별 품목',
    path: '/Company/Part/App/vin/vinPartList',
    menu: [{ section: 'part', title: '차대번호별 품목', order: 290 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  vinPartRegister: {
    name: '차량/차량 적용 품목 등록',
    path: '/Company/VinPartRegister/:vin/:custcode/:memocode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { vin: '-', custcode: 'C000001', memocode: '-' },
  },
});
