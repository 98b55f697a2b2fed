import { partMobileScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 phone pages of parts (the mobile `apps` layout); company staff only.
export const partMobilePages = screenPages(partMobileScreens, {
  mobilePtnoList: () => import('./mobile-ptno-list-page').then((m) => m.MobilePtnoListPage),
  mobilePtnoBarcodeList: () => import('./mobile-ptno-barcode-page').then((m) => m.MobilePtnoBarcodePage),
  mobilePtnoLocationList: () => import('./mobile-ptno-location-page').then((m) => m.MobilePtnoLocationPage),
  mobilePtnoSearchList: () => import('./mobile-ptno-search-page').then((m) => m.MobilePtnoSearchPage),
});
