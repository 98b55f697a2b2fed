import { externalScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.18 external sales staff screens.
export const externalPages = screenPages(externalScreens, {
  ...chunkPages(() => import('./external-user-form-page'), {
    externalUserAdd: 'ExternalUserAddPage',
    externalUserModify: 'ExternalUserModifyPage',
  }),
  externalUserList: () => import('./external-user-list-page').then((m) => m.ExternalUserListPage),
  ...chunkPages(() => import('./external-customers-page'), {
    externalRecommendByCust: 'ExternalRecommendByCustPage',
    externalRecommendByCustMobile: 'ExternalRecommendByCustMobilePage',
  }),
  ...chunkPages(() => import('./external-home-pages'), {
    externalMain: 'ExternalMainPage',
    externalInfo: 'ExternalInfoPage',
  }),
  ...chunkPages(() => import('./external-report-form-page'), {
    externalDayReportRegister: 'ExternalDayReportRegisterPage',
    externalDayReportModify: 'ExternalDayReportModifyPage',
    externalWeekReportRegister: 'ExternalWeekReportRegisterPage',
    externalWeekReportModify: 'ExternalWeekReportModifyPage',
  }),
  ...chunkPages(() => import('./external-report-list-page'), {
    externalDayReportList: 'ExternalDayReportListPage',
    externalWeekReportList: 'ExternalWeekReportListPage',
  }),
  ...chunkPages(() => import('./external-report-view-page'), {
    externalDayReportView: 'ExternalDayReportViewPage',
    externalWeekReportView: 'ExternalWeekReportViewPage',
  }),
  externalRotationSequence: () =>
    import('./external-rotation-page').then((m) => m.ExternalRotationSequencePage),
  externalRotationSequenceList: () =>
    import('./external-rotation-list-page').then((m) => m.ExternalRotationSequenceListPage),
  externalSellPeriodically: () => import('./external-sell-page').then((m) => m.ExternalSellPeriodicallyPage),
  externalPartOrder: () => import('./external-part-order-page').then((m) => m.ExternalPartOrderPage),
  ...chunkPages(() => import('./external-order-pages'), {
    externalOrdering: 'ExternalOrderingPage',
    externalOrderList: 'ExternalOrderListPage',
    externalOrder: 'ExternalOrderPage',
  }),
  externalOrderRegister: () => import('./external-part-order-page').then((m) => m.ExternalOrderRegisterPage),
  externalMemo: () => import('./external-memo-page').then((m) => m.ExternalMemoPage),
  ...chunkPages(() => import('./external-statement-page'), {
    externalOfStatement: 'ExternalOfStatementPage',
    externalSalesStatementOfAccount: 'ExternalSalesStatementOfAccountPage',
  }),
  ...chunkPages(() => import('./external-old-part-pages'), {
    externalOldPartList: 'ExternalOldPartListPage',
    externalOldPartInfo: 'ExternalOldPartInfoPage',
  }),
});
