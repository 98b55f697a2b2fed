import { seoScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.9 the Seo branch: the branch's order desk, its order lists, the Busan transfers and
// scan-in, its statement, and head office's CPS order screens.
const orderLists = () => import('./seo-order-list-page');
const transferLists = () => import('./seo-transfer-list-page');
const cps = () => import('./cps-order-page');

export const seoPages = screenPages(seoScreens, {
  seoOrdering: () => import('./seo-ordering-page').then((m) => m.SeoOrderingPage),
  ...chunkPages(orderLists, {
    seoObtainList: 'SeoObtainListPage',
    cpsOrderNotRequestedList: 'CpsOrderNotRequestedListPage',
    seoCpsExistenceOrderFixn: 'SeoCpsExistenceOrderFixnPage',
  }),
  ...chunkPages(transferLists, {
    seoBusanWarehouseTransferList: 'SeoBusanWarehouseTransferListPage',
    seoBusanWarehouseTransferringList: 'SeoBusanWarehouseTransferringListPage',
    seoBusanWarehouseMoveSlipList: 'SeoBusanWarehouseMoveSlipListPage',
  }),
  ...chunkPages(() => import('./seo-transfer-detail-page'), {
    seoBusanWarehouseTransferDetailList: 'SeoBusanWarehouseTransferDetailPage',
    seoBusanWarehouseMoveSlipDetail: 'SeoBusanWarehouseTransferDetailPage',
  }),
  ...chunkPages(() => import('./seo-cancel-page'), {
    seoOrderCancelRequest: 'SeoOrderCancelRequestPage',
    cpsOrderRequestCancelHistoryList: 'CpsOrderRequestCancelHistoryListPage',
  }),
  seoStatementOfAccount: () => import('./seo-statement-page').then((m) => m.SeoStatementOfAccountPage),
  ...chunkPages(cps, {
    orderSeoOrderInfo: 'OrderSeoOrderInfoPage',
    orderSeoOrderInfoOf: 'OrderSeoOrderInfoPage',
    orderSeoOrderInfoOne: 'OrderSeoOrderInfoPage',
    orderSeoOrderFailList: 'OrderSeoOrderFailListPage',
    orderSeoOrderFailListOf: 'OrderSeoOrderFailListPage',
  }),
});
