import { consignmentScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// Consignment (위탁): the register / modify / copy form, the list with a customer's statement,
// and the A4 위탁 명세서.
const forms = () => import('./consignment-form-page');
const list = () => import('./consignment-list-page').then((m) => m.ConsignmentListPage);

export const consignmentPages = screenPages(consignmentScreens, {
  ...chunkPages(forms, {
    consignmentRegister: 'ConsignmentRegisterPage',
    consignmentRegisterType: 'ConsignmentRegisterPage',
    consignmentRegisterCustomer: 'ConsignmentRegisterPage',
    consignmentModify: 'ConsignmentModifyPage',
    consignmentCopy: 'ConsignmentCopyPage',
  }),
  consignmentList: list,
  consignmentListType: list,
  consignmentListCustomer: list,
  consignmentPrint: () => import('./consignment-print-page').then((m) => m.ConsignmentPrintPage),
});
