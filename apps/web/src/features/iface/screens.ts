import { ifaceScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.11 interface screens.
const pages = () => import('./iface-fail-list-page');

export const ifacePages = screenPages(ifaceScreens, {
  ifaceLinkCollection: () => import('./iface-link-collection-page').then((m) => m.IfaceLinkCollectionPage),
  ifaceFailList: () => pages().then((m) => m.IfaceFailListPage),
});
