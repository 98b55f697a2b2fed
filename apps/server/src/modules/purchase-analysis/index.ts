import { defineModule } from '../../platform/http/server-module.js';
import { purchaseAnalysisRoutes } from './purchase-analysis.routes.js';

// Purchasing analysis (SPEC §2.13): reports over purchases and the ledgers; it writes nothing.
export const purchaseAnalysisModule = defineModule({
  name: 'purchase-analysis',
  layer: 'reports',
  routes: [purchaseAnalysisRoutes],
});
