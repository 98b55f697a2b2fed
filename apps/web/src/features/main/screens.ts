import { ROLES } from '@erp/domain';
import { HOME_PATH } from '../../app/landing';
import type { ScreenDef } from '../../app/screen.types';

export const mainScreens: readonly ScreenDef[] = [
  {
    // SPEC §2.4: the public entry point, here the chooser of the 13 login pages.
    name: '메인/부품 ERP',
    path: '/MainPage',
    layout: 'userpages',
    roles: 'anyone',
    load: () => import('./main-page').then((m) => m.MainPage),
  },
  {
    // Route addition (README "Route additions"): where every user lands whose main page is not built.
    name: '홈/홈',
    path: HOME_PATH,
    layout: 'by-role',
    roles: ROLES,
    load: () => import('./home-page').then((m) => m.HomePage),
  },
  {
    name: '모바일/모바일 메인',
    path: '/Company/MobileMain',
    layout: 'apps',
    roles: ['admin', 'public'],
    load: () => import('./mobile-main-page').then((m) => m.MobileMainPage),
  },
];
