import { defineModule } from '../../platform/http/server-module.js';
import { purchaseRoutes } from './purchase.routes.js';

export const purchaseModule = defineModule({
  name: 'purchase',
  layer: 'documents',
  routes: [purchaseRoutes],
});
