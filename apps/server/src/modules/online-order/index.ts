import { defineModule } from '../../platform/http/server-module.js';
import { onlineOrderRoutes } from './online-order.routes.js';

// Online orders (SPEC §2.15): sales orders of the marketplaces, their collection and recalls.
export const onlineOrderModule = defineModule({
  name: 'online-order',
  layer: 'documents',
  routes: [onlineOrderRoutes],
});
