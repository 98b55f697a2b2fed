import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 screens about one part, and the proper-stock list; company staff only.
const STAFF = ['admin', 'public'] as const;

export const partInfoScreens: readonly ScreenDef[] = [
  {
    name: '품목/품목 이미지',
    path: '/Company/PartImageInfo/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-image-page').then((m) => m.PartImagePage),
  },
  ...withPopupChildren(
    {
      name: '모바일/품목 사진',
      path: '/Company/PartImageInfoMobile',
      layout: 'apps',
      roles: STAFF,
      load: () => import('./part-image-page').then((m) => m.PartImageMobilePage),
    },
    [':code'],
  ),
  {
    name: '품목/품목 보관 위치',
    path: '/Company/Part/PartLocationRecord/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-location-page').then((m) => m.PartLocationPage),
  },
  {
    name: '품목/품목 상세 설명',
    path: '/Company/Part/PartDescription/:ptnocode',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-description-page').then((m) => m.PartDescriptionPage),
  },
  {
    name: '품목/관련 품번',
    path: '/Company/Part/PartRelatedItemNumber/:seq',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-related-page').then((m) => m.PartRelatedPage),
  },
  {
    name: '품목/가격 변경 이력',
    path: '/Company/PartAmountChangeInfoList/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-price-history-page').then((m) => m.PartPriceHistoryPage),
  },
  ...withPopupChildren(
    {
      name: '품목/적정 재고 미달 품목',
      path: '/Company/PartProperStockRecordList',
      layout: 'default',
      roles: STAFF,
      load: () => import('./part-proper-stock-page').then((m) => m.PartProperStockPage),
    },
    [':type'],
  ),
];
