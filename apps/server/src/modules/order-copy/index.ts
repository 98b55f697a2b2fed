import { defineModule } from '../../platform/http/server-module.js';
import { orderCopyRoutes } from './order-copy.routes.js';

// Order copies (SPEC §2.12): a new draft from an old order at today's prices.
export const orderCopyModule = defineModule({
  name: 'order-copy',
  layer: 'documents',
  routes: [orderCopyRoutes],
});
