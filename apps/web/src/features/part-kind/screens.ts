import { partKindScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 PartKindInfo for company staff (admin and public).
export const partKindPages = screenPages(partKindScreens, {
  partKindInfo: () => import('./part-kind-info-page').then((m) => m.PartKindInfoPage),
});
