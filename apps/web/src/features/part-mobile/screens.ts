import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 phone pages of parts (the mobile `apps` layout); company staff only.
const STAFF = ['admin', 'public'] as const;

export const partMobileScreens: readonly ScreenDef[] = [
  ...withPopupChildren(
    {
      name: '모바일/품목 조회',
      path: '/Company/MobilePtnoList',
      layout: 'apps',
      roles: STAFF,
      load: () => import('./mobile-ptno-list-page').then((m) => m.MobilePtnoListPage),
    },
    [':code'],
  ),
  ...withPopupChildren(
    {
      name: '모바일/바코드 조회',
      path: '/Company/MobilePtnoBarcodeList',
      layout: 'apps',
      roles: STAFF,
      load: () => import('./mobile-ptno-barcode-page').then((m) => m.MobilePtnoBarcodePage),
    },
    [':code'],
  ),
  {
    name: '모바일/위치별 품목',
    path: '/Company/MobilePtnoLocationList',
    layout: 'apps',
    roles: STAFF,
    load: () => import('./mobile-ptno-location-page').then((m) => m.MobilePtnoLocationPage),
  },
  ...withPopupChildren(
    {
      name: '모바일/품목 검색',
      path: '/Company/MobilePtnoSearchList',
      layout: 'apps',
      roles: STAFF,
      load: () => import('./mobile-ptno-search-page').then((m) => m.MobilePtnoSearchPage),
    },
    [':info'],
  ),
];
