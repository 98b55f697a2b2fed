import { loyaltyScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// Points (포인트): the balances and one customer's entries (manual provision, expiry, day rate).
const info = () => import('./point-info-page');

export const loyaltyPages = screenPages(loyaltyScreens, {
  customerPointList: () => import('./point-list-page').then((m) => m.PointListPage),
  ...chunkPages(info, { customerPointInfo: 'PointInfoPage', customerPointInfoCode: 'PointInfoPage' }),
});
