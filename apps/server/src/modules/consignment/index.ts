import { defineModule } from '../../platform/http/server-module.js';
import { consignmentRoutes } from './consignment.routes.js';

// Consignment (위탁): our goods at a customer's shop, in its consignment location; what the shop
// used is sold through the sales-order module's order fix.
export const consignmentModule = defineModule({
  name: 'consignment',
  layer: 'documents',
  routes: [consignmentRoutes],
});
