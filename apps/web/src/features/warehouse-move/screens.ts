import { warehouseMoveScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.14 / §2.16 warehouse moves (창고 이동): the request form, the lists and stage board, one
// move's lines (desk and phone), its history, its A4 slip and the destination's scan station.
const forms = () => import('./warehouse-move-form-page');
const lists = () => import('./warehouse-move-list-page');

export const warehouseMovePages = screenPages(warehouseMoveScreens, {
  ...chunkPages(forms, {
    warehouseMoveRegister: 'WarehouseMoveRegisterPage',
    warehouseMoveModify: 'WarehouseMoveModifyPage',
  }),
  ...chunkPages(lists, {
    requestExaminationList: 'RequestExaminationListPage',
    warehouseMoveCheck: 'WarehouseMoveCheckPage',
    warehouseMoveList: 'WarehouseMoveListPage',
    warehouseMoveListOf: 'WarehouseMoveListOfPage',
  }),
  warehouseMoveEachList: () => import('./warehouse-move-each-page').then((m) => m.WarehouseMoveEachPage),
  warehouseMoveEachMobileList: () =>
    import('./warehouse-move-mobile-page').then((m) => m.WarehouseMoveMobilePage),
  warehouseMoveRecordList: () =>
    import('./warehouse-move-record-page').then((m) => m.WarehouseMoveRecordPage),
  warehouseMovePrint: () => import('./warehouse-move-print-page').then((m) => m.WarehouseMovePrintPage),
  warehouseMoveExamination: () =>
    import('./warehouse-move-examination-page').then((m) => m.WarehouseMoveExaminationPage),
});
