import { pageAccessScreens } from '@erp/domain';
import { screenPages } from '../../../app/screen-pages';

export const pageAccessPages = screenPages(pageAccessScreens, {
  pageAccessStats: () => import('./page-access-stats-page').then((m) => m.PageAccessStatsPage),
});
