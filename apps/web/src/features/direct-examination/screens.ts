import { directExaminationScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.16 direct shipments (직송 검수): the station, the list and the A4 request.
const list = () => import('./direct-list-page');

export const directExaminationPages = screenPages(directExaminationScreens, {
  directExamination: () => import('./direct-station-page').then((m) => m.DirectStationPage),
  ...chunkPages(list, {
    directExaminationList: 'DirectListPage',
    directExaminationListType: 'DirectListPage',
  }),
  directExaminationRequestPrint: () => import('./direct-print-page').then((m) => m.DirectPrintPage),
});
