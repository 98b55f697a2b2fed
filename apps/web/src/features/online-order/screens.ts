import { onlineOrderScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.15 online orders and their statement of account (§2.11).
export const onlineOrderPages = screenPages(onlineOrderScreens, {
  ...chunkPages(() => import('./online-order-list-pages'), {
    onlineOrderMemo: 'OnlineOrderMemoPage',
    onlineCollectTargetList: 'OnlineCollectTargetListPage',
    onlineCollectTargetListOf: 'OnlineCollectTargetListOfPage',
    onlineRecallRequestList: 'OnlineRecallRequestListPage',
  }),
  onlineOrderRegister: () => import('./online-order-register-page').then((m) => m.OnlineOrderRegisterPage),
  onlineRecallRequest: () => import('./online-recall-page').then((m) => m.OnlineRecallRequestPage),
  onlineStatementOfAccount: () =>
    import('./online-statement-page').then((m) => m.OnlineStatementOfAccountPage),
});
