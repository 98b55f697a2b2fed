import { defineModule } from '../../platform/http/server-module.js';
import { purchaseExaminationRoutes } from './purchase-examination.routes.js';

// Arrival examination (입고 검수): scans a draft purchase and posts it through the purchase module.
export const purchaseExaminationModule = defineModule({
  name: 'purchase-examination',
  layer: 'documents',
  routes: [purchaseExaminationRoutes],
});
