import { defineModule } from '../../platform/http/server-module.js';
import { statementManageRoutes } from './statement-manage.routes.js';

// StatementOfAccountManage (SPEC §2.5): statements of account by customer and period, with prints.
export const statementManageModule = defineModule({
  name: 'statement-manage',
  layer: 'reports',
  routes: [statementManageRoutes],
});
