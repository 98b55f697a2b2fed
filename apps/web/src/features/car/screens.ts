import { carScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 vehicles and §2.6 VinPartRegister: cars by VIN, the decoding service's details and
// the VIN ↔ part fitment records, for company staff.
export const carPages = screenPages(carScreens, {
  carDataInfo: () => import('./car-data-info-page').then((m) => m.CarDataInfoPage),
  usaCarInfo: () => import('./usa-car-info-page').then((m) => m.UsaCarInfoPage),
  vinPartList: () => import('./vin-part-list-page').then((m) => m.VinPartListPage),
  vinPartRegister: () => import('./vin-part-register-page').then((m) => m.VinPartRegisterPage),
});
