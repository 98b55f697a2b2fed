import { defineModule } from '../../platform/http/server-module.js';
import { salesExtraRoutes } from './sales-extra.routes.js';

// The remaining sales reports: product sums by part, kind and brand; a car's order history.
export const salesExtraModule = defineModule({
  name: 'sales-extra',
  layer: 'reports',
  routes: [salesExtraRoutes],
});
