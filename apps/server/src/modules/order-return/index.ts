import { defineModule } from '../../platform/http/server-module.js';
import { orderReturnRoutes } from './order-return.routes.js';

export const orderReturnModule = defineModule({
  name: 'order-return',
  layer: 'documents',
  routes: [orderReturnRoutes],
});
