import { staffPerformanceScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// Staff performance (SPEC §2.5), for the administrator.
const sell = () => import('./staff-sell-pages');
const period = () => import('./staff-period-pages');

export const staffPerformancePages = screenPages(staffPerformanceScreens, {
  ...chunkPages(sell, {
    userSellYear: 'UserSellYearPage',
    userSellMonth: 'UserSellMonthPage',
    userSellDay: 'UserSellDayPage',
  }),
  ...chunkPages(period, {
    userPerformance: 'UserPerformancePage',
    userPerfomanceMonth: 'UserPerfomanceMonthPage',
    userProfitRate: 'UserProfitRatePage',
  }),
});
