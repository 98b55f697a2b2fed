import { defineModule } from '../../platform/http/server-module.js';
import { purchaseOrderRoutes } from './purchase-order.routes.js';

// Purchase orders (발주), their arrivals, schedule and lateness. Other modules (the purchase
// examination) call assertWithinOrdered from purchase-arrival.service.ts when they post an arrival.
export const purchaseOrderModule = defineModule({
  name: 'purchase-order',
  layer: 'documents',
  routes: [purchaseOrderRoutes],
});
