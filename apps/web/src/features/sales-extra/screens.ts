import { salesExtraScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.11 product sums with charts, §2.12 a car's order history.
const sums = () => import('./product-sum-page');

export const salesExtraPages = screenPages(salesExtraScreens, {
  ...chunkPages(sums, {
    orderProductSumQty: 'ProductSumQtyPage',
    orderProductSumAmount: 'ProductSumAmountPage',
  }),
  orderSeasonList: () => import('./season-page').then((m) => m.SeasonPage),
  orderSeasonListOf: () => import('./season-page').then((m) => m.SeasonPage),
  obtainAggregation: () => import('./aggregation-page').then((m) => m.AggregationPage),
});
