import { defineModule } from '../../platform/http/server-module.js';
import { billingRoutes } from './billing.routes.js';

// Monthly billing (월합계 청구): statements read from the receivable ledger, issued once per period.
export const billingModule = defineModule({
  name: 'billing',
  layer: 'documents',
  routes: [billingRoutes],
});
