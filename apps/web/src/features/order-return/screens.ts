import { orderReturnScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.12/§2.15/§2.16 return screens for company staff.
export const orderReturnPages = screenPages(orderReturnScreens, {
  ...chunkPages(() => import('./return-request-page'), {
    obtainReturnRequestMemo: 'ObtainReturnRequestMemoPage',
    orderReturnRequestInsert: 'OrderReturnRequestInsertPage',
    orderDefectiveReturnInsert: 'OrderDefectiveReturnInsertPage',
    obtainExchangeReturnMemo: 'ObtainExchangeReturnPage',
    obtainExchangeReturnRegister: 'ObtainExchangeReturnPage',
  }),
  ...chunkPages(() => import('./return-list-page'), {
    orderReturnRequestCheckList: 'OrderReturnRequestCheckListPage',
    orderReturnNotCheck: 'OrderReturnNotCheckPage',
    orderReturnCheck: 'OrderReturnCheckPage',
    obtainExchangeReturnList: 'ObtainExchangeReturnListPage',
    obtainDefectiveReturnList: 'ObtainDefectiveReturnListPage',
    orderDefectiveReturnCheck: 'OrderDefectiveReturnCheckPage',
  }),
  ...chunkPages(() => import('./return-report-pages'), {
    orderReturnPartGroupQtyInfo: 'OrderReturnPartGroupQtyInfoPage',
    orderRedistribution: 'OrderRedistributionPage',
  }),
  orderReturnExamination: () => import('./return-examination-page').then((m) => m.OrderReturnExaminationPage),
  ...chunkPages(() => import('./return-statement-page'), {
    returnStatementOfAccount: 'ReturnStatementOfAccountPage',
    returnCollectionStatementOfAccount: 'ReturnCollectionStatementOfAccountPage',
  }),
});
