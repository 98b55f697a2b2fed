import type { ScreenDef } from '../../../app/screen.types';

export const pageAccessScreens: readonly ScreenDef[] = [
  {
    name: '관리자/페이지 접속 통계',
    path: '/Admin/PageAccessStats',
    layout: 'default',
    roles: ['admin'],
    load: () => import('./page-access-stats-page').then((m) => m.PageAccessStatsPage),
  },
];
