import { statementScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.11 print pages: bare (userpages), opened in their own window by the sales screens.
export const statementPages = screenPages(statementScreens, {
  ...chunkPages(() => import('./statement-page'), {
    statementOfAccount: 'StatementOfAccountPage',
    cancelStatementOfAccount: 'CancelStatementOfAccountPage',
    estimateSheet: 'EstimateSheetPage',
    fastStatementOfAccount: 'FastStatementOfAccountPage',
  }),
  carEstimate: () => import('./car-estimate-page').then((m) => m.CarEstimatePage),
  transactionStatement: () => import('./transaction-statement-page').then((m) => m.TransactionStatementPage),
});
