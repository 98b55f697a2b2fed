import { customerMoneyScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// Customer money: 선수금 (register, search, modify) and the balances.
const list = () => import('./deposit-list-page');
const balances = () => import('./balance-pages');
const profitLoss = () => import('./profit-loss-page');
const collection = () => import('./collection-page');

export const customerMoneyPages = screenPages(customerMoneyScreens, {
  customerStlmtStdList: () => import('./settlement-page').then((m) => m.SettlementPage),
  customerStlmtStdListType: () => import('./settlement-page').then((m) => m.SettlementPage),
  customerDeposit: () => import('./deposit-register-page').then((m) => m.DepositRegisterPage),
  ...chunkPages(list, {
    customerDepositSearch: 'DepositListPage',
    customerDepositSearchCode: 'DepositListPage',
  }),
  customerDepositModify: () => import('./deposit-modify-page').then((m) => m.DepositModifyPage),
  ...chunkPages(balances, { customerBalance: 'BalancePage', customerBalanceList: 'BalanceListPage' }),
  ...chunkPages(collection, {
    customerCollectManagement: 'CollectionPage',
    customerCollectManagementType: 'CollectionPage',
    customerCollectManagementCode: 'CollectionPage',
  }),
  ...chunkPages(profitLoss, {
    custLossAmountInfoList: 'ProfitLossPage',
    custLossAmountInfoAllList: 'ProfitLossPage',
    custLossAmountInfoAllListType: 'ProfitLossPage',
  }),
});
