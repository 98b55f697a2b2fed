import type { ScreenDef } from '../../../app/screen.types';

export const adminMainScreens: readonly ScreenDef[] = [
  {
    name: '관리자/관리자 메인',
    path: '/Admin/AdminMain',
    layout: 'default',
    roles: ['admin'],
    load: () => import('./admin-main-page').then((m) => m.AdminMainPage),
  },
];
