import { statementScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.11 print pages: bare (userpages), opened in their own window by the sales screens.
export const statementPages = screenPages(statementScreens, {
  statementOfAccount: () => import('./statement-page').then((m) => m.StatementOfAccountPage),
  cancelStatementOfAccount: () => import('./statement-page').then((m) => m.CancelStatementOfAccountPage),
  estimateSheet: () => import('./statement-page').then((m) => m.EstimateSheetPage),
  fastStatementOfAccount: () => import('./statement-page').then((m) => m.FastStatementOfAccountPage),
  carEstimate: () => import('./car-estimate-page').then((m) => m.CarEstimatePage),
  transactionStatement: () => import('./transaction-statement-page').then((m) => m.TransactionStatementPage),
});
