import { partInfoScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 screens about one part, and the proper-stock list; company staff only.
export const partInfoPages = screenPages(partInfoScreens, {
  partImageInfo: () => import('./part-image-page').then((m) => m.PartImagePage),
  partImageInfoMobile: () => import('./part-image-page').then((m) => m.PartImageMobilePage),
  partLocationRecord: () => import('./part-location-page').then((m) => m.PartLocationPage),
  partDescription: () => import('./part-description-page').then((m) => m.PartDescriptionPage),
  partRelatedItemNumber: () => import('./part-related-page').then((m) => m.PartRelatedPage),
  partAmountChangeInfoList: () => import('./part-price-history-page').then((m) => m.PartPriceHistoryPage),
  partProperStockRecordList: () => import('./part-proper-stock-page').then((m) => m.PartProperStockPage),
});
