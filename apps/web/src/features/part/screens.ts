import { partScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 part master screens for company staff (admin and public). The server checks every
// call again; anyone else who types one of these URLs gets the 403 screen.
export const partPages = screenPages(partScreens, {
  partList: () => import('./part-list-page').then((m) => m.PartListPage),
  partLargeList: () => import('./part-list-page').then((m) => m.PartLargeListPage),
  partListByBrand: () => import('./part-list-page').then((m) => m.PartListByBrandPage),
  partRegistration: () => import('./part-form-page').then((m) => m.PartRegistrationPage),
  partRegister: () => import('./part-form-page').then((m) => m.PartRegisterPage),
  partCopyRegistration: () => import('./part-form-page').then((m) => m.PartCopyRegistrationPage),
  partSimpleModify: () => import('./part-simple-form-page').then((m) => m.PartSimpleModifyPage),
  partSimpleRegistration: () => import('./part-simple-form-page').then((m) => m.PartSimpleRegistrationPage),
  partExcelUpload: () => import('./part-excel-pages').then((m) => m.PartExcelUploadPage),
  partExcelInsert: () => import('./part-excel-pages').then((m) => m.PartExcelInsertPage),
});
