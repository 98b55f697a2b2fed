import { stockCountScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.14 / §2.16 stock counts (재고 실사): plan, counters, counting at the desk and on the
// phone, the approval desk, the lists.
const lists = () => import('./count-list-pages');
const station = () => import('./count-station-page').then((m) => m.StockExaminationPage);
const schedule = () => import('./count-schedule-page').then((m) => m.StockScheduleRegisterPage);

export const stockCountPages = screenPages(stockCountScreens, {
  stockSurvey: () => import('./count-survey-page').then((m) => m.StockSurveyPage),
  stockScheduleRegister: schedule,
  stockScheduleRegisterOf: schedule,
  stockScheduleTargetUser: () => import('./count-counters').then((m) => m.StockScheduleTargetUserPage),
  stockExamination: station,
  stockExaminationOf: station,
  stockExaminationList: () => import('./count-line-list-page').then((m) => m.StockExaminationListPage),
  stockMobileExamination: () => import('./count-mobile-page').then((m) => m.StockMobileExaminationPage),
  ...chunkPages(lists, {
    stockScheduleList: 'StockScheduleListPage',
    stockChangeRecord: 'StockChangeRecordPage',
    stockAbnormal: 'StockAbnormalPage',
  }),
});
