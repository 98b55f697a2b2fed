import { partSetScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 part sets (a set sells as its components); company staff only.
export const partSetPages = screenPages(partSetScreens, {
  partSetList: () => import('./part-set-list-page').then((m) => m.PartSetListPage),
  partSetNewList: () => import('./part-set-list-page').then((m) => m.PartSetNewListPage),
  partSetRegister: () => import('./part-set-form-page').then((m) => m.PartSetRegisterPage),
  partSetInsert: () => import('./part-set-insert-page').then((m) => m.PartSetInsertPage),
  partSetModify: () => import('./part-set-form-page').then((m) => m.PartSetModifyPage),
});
