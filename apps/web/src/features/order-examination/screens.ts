import { orderExaminationScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.16 order examination, for company staff.
export const orderExaminationPages = screenPages(orderExaminationScreens, {
  orderExamination: () => import('./order-examination-page').then((m) => m.OrderExaminationPage),
  orderExaminationList: () => import('./examination-record-page').then((m) => m.ExaminationRecordPage),
  ...chunkPages(() => import('./examination-queue-page'), {
    orderExaminationExceedList: 'ExaminationExceedListPage',
    orderExaminationRequest: 'ExaminationRequestPage',
    orderExaminationRequestWithTypeYmd: 'ExaminationRequestPage',
  }),
  orderCancelExamination: () => import('./cancel-examination-page').then((m) => m.OrderCancelExaminationPage),
});
