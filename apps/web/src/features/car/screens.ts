import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 vehicles and §2.6 VinPartRegister: cars by VIN, the decoding service's details and
// the VIN ↔ part fitment records, for company staff.
const STAFF = ['admin', 'public'] as const;

export const carScreens: readonly ScreenDef[] = [
  ...withPopupChildren(
    {
      name: '차량/차량 정보',
      path: '/CarInfo/CarDataInfo',
      layout: 'default',
      roles: STAFF,
      load: () => import('./car-data-info-page').then((m) => m.CarDataInfoPage),
    },
    [':vin'],
  ),
  {
    name: '차량/차대번호 조회 상세',
    path: '/CarInfo/usaCarInfo/:vin',
    layout: 'default',
    roles: STAFF,
    load: () => import('./usa-car-info-page').then((m) => m.UsaCarInfoPage),
  },
  {
    name: '품목/차대번호별 품목',
    path: '/Company/Part/App/vin/vinPartList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./vin-part-list-page').then((m) => m.VinPartListPage),
  },
  {
    name: '차량/차량 적용 품목 등록',
    path: '/Company/VinPartRegister/:vin/:custcode/:memocode',
    layout: 'default',
    roles: STAFF,
    load: () => import('./vin-part-register-page').then((m) => m.VinPartRegisterPage),
  },
];
