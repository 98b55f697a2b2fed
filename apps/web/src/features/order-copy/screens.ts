import { orderCopyScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.12 order copies.
export const orderCopyPages = screenPages(
  orderCopyScreens,
  chunkPages(() => import('./order-copy-page'), {
    obtainCopyMemo: 'ObtainCopyMemoPage',
    obtainCopyRegister: 'ObtainCopyRegisterPage',
  }),
);
