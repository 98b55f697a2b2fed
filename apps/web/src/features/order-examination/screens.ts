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
];
