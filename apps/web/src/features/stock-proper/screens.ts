import { stockProperScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// Issue #18 proper stock (적정 재고) and the stock reports, for company staff.
const kindPercent = () => import('./kind-percent-page').then((m) => m.KindPercentPage);

export const stockProperPages = screenPages(stockProperScreens, {
  stockAppropriateCalculation: () => import('./proper-calculation-page').then((m) => m.ProperCalculationPage),
  stockCalculation: () => import('./proper-review-page').then((m) => m.ProperReviewPage),
  stockAutoChange: () => import('./proper-apply-page').then((m) => m.ProperApplyPage),
  stockKindPercentLessList: kindPercent,
  stockKindPercentLessListOf: kindPercent,
  stockProductTurnRatioList: () => import('./turn-ratio-page').then((m) => m.TurnRatioPage),
  stockNewInOutList: () => import('./new-in-out-page').then((m) => m.NewInOutPage),
});
