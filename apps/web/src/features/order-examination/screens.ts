import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.16 order examination, for company staff.
const STAFF = ['admin', 'public'] as const;

export const orderExaminationScreens: readonly ScreenDef[] = [
  {
    name: '검수/주문 검수',
    path: '/Company/Examination/Order/OrderExamination',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-examination-page').then((m) => m.OrderExaminationPage),
  },
  {
    name: '검수/주문 검수 기록',
    path: '/Company/Examination/Order/Examination/OrderExaminationList/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./examination-record-page').then((m) => m.ExaminationRecordPage),
  },
  ...withPopupChildren(
    {
      name: '검수/검수 시간 초과 목록',
      path: '/Company/Examination/Order/Examination/OrderExaminationExceedList',
      layout: 'default',
      roles: STAFF,
      load: () => import('./examination-queue-page').then((m) => m.ExaminationExceedListPage),
    },
    [':type'],
  ),
  {
    name: '검수/검수 요청 목록',
    path: '/Company/Examination/Order/Examination/OrderExaminationRequest',
    layout: 'default',
    roles: STAFF,
    load: () => import('./examination-queue-page').then((m) => m.ExaminationRequestPage),
  },
  {
    // The day's queue in a state, opened as a popup (SPEC §2.5 popup variant).
    name: '검수/검수 요청 목록',
    path: '/Company/Examination/Order/Examination/OrderExaminationRequest/:type/:ymd',
    layout: 'userpages',
    roles: STAFF,
    load: () => import('./examination-queue-page').then((m) => m.ExaminationRequestPage),
  },
  {
    name: '검수/취소 반품 검수',
    path: '/Company/Examination/Order/OrderCancelExamination',
    layout: 'default',
    roles: STAFF,
    load: () => import('./cancel-examination-page').then((m) => m.OrderCancelExaminationPage),
  },
];
