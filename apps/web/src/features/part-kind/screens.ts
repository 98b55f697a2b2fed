import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 PartKindInfo for company staff (admin and public).
export const partKindScreens: readonly ScreenDef[] = [
  {
    name: '품목/품목 분류',
    path: '/Company/PartKindInfo',
    layout: 'default',
    roles: ['admin', 'public'],
    load: () => import('./part-kind-info-page').then((m) => m.PartKindInfoPage),
  },
];
