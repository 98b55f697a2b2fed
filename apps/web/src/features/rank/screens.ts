import { rankScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// Ranks (등급): settings, the customers' ranks and choices, the history, the period amounts.
const rules = () => import('./rank-rules-page');
const history = () => import('./rank-history-page');

export const rankPages = screenPages(rankScreens, {
  rankByAmountSetting: () => import('./rank-levels-page').then((m) => m.RankLevelsPage),
  rankDiscountRange: () => import('./rank-discount-page').then((m) => m.RankDiscountPage),
  ...chunkPages(rules, {
    rankWeekOrderAuthList: 'RankWeekPage',
    rankHourOrderAuthList: 'RankHourPage',
    rankDeliveryViewSettings: 'RankDeliveryPage',
  }),
  customerRankRange: () => import('./rank-range-page').then((m) => m.RankRangePage),
  customerRankChoiceList: () => import('./rank-choice-page').then((m) => m.RankChoicePage),
  ...chunkPages(history, {
    customerRankHistory: 'RankHistoryPage',
    customerRankHistoryCode: 'RankHistoryPage',
  }),
  orderCustRankPeriodAmount: () => import('./rank-period-page').then((m) => m.RankPeriodPage),
});
