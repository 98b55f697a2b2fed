import { defineModule } from '../../platform/http/server-module.js';
import { salesOrderRoutes } from './sales-order.routes.js';
import { salesOrderExtraRoutes } from './sales-order-extra.routes.js';

export const salesOrderModule = defineModule({
  name: 'sales-order',
  layer: 'documents',
  routes: [salesOrderRoutes, salesOrderExtraRoutes],
});
