import { partBrandScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 brand screens for company staff (admin and public).
export const partBrandPages = screenPages(partBrandScreens, {
  partBrandList: () => import('./part-brand-pages').then((m) => m.PartBrandListPage),
  partBrandRegister: () => import('./part-brand-pages').then((m) => m.PartBrandRegisterPage),
  partBrandRegisterWithType: () => import('./part-brand-pages').then((m) => m.PartBrandRegisterPage),
  partBrandRegisterWithTypeCode: () => import('./part-brand-pages').then((m) => m.PartBrandRegisterPage),
  partBrandExcelInsert: () => import('./part-brand-pages').then((m) => m.PartBrandExcelInsertPage),
});
