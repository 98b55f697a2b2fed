import { orderExaminationScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.16 order examination, for company staff.
export const orderExaminationPages = screenPages(orderExaminationScreens, {
  orderExamination: () => import('./order-examination-page').then((m) => m.OrderExaminationPage),
  orderExaminationList: () => import('./examination-record-page').then((m) => m.ExaminationRecordPage),
  orderExaminationExceedList: () =>
    import('./examination-queue-page').then((m) => m.ExaminationExceedListPage),
  orderExaminationRequest: () => import('./examination-queue-page').then((m) => m.ExaminationRequestPage),
  orderExaminationRequestWithTypeYmd: () =>
    import('./examination-queue-page').then((m) => m.ExaminationRequestPage),
  orderCancelExamination: () => import('./cancel-examination-page').then((m) => m.OrderCancelExaminationPage),
});
