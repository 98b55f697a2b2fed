import { defineModule } from '../../platform/http/server-module.js';
import { pickupRoutes } from './pickup.routes.js';

export const pickupModule = defineModule({
  name: 'pickup',
  layer: 'documents',
  routes: [pickupRoutes],
});
