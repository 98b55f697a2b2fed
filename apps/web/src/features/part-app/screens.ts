import { partAppScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 app data of parts (the mobile shop app); company staff only.
export const partAppPages = screenPages(partAppScreens, {
  partAppInfo: () => import('./part-app-list-page').then((m) => m.PartAppInfoPage),
  partAppInfoExcelUpload: () => import('./part-app-excel-page').then((m) => m.PartAppExcelPage),
  partAppModify: () => import('./part-app-modify-page').then((m) => m.PartAppModifyPage),
  asYProductList: () => import('./part-app-list-page').then((m) => m.AsYProductListPage),
});
