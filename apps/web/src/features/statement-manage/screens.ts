import { statementManageScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.5 StatementOfAccountManage.
export const statementManagePages = screenPages(statementManageScreens, {
  statementOfAccountManage: () =>
    import('./statement-manage-page').then((m) => m.StatementOfAccountManagePage),
});
