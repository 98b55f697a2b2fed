import { referenceScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

export const referencePages = screenPages(referenceScreens, {
  linkCollection: () => import('./link-collection-page').then((m) => m.LinkCollectionPage),
  stockRelatedLinkCollection: () =>
    import('./link-collection-page').then((m) => m.StockRelatedLinkCollectionPage),
});
