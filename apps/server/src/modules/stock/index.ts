import { defineModule } from '../../platform/http/server-module.js';
import { stockRoutes } from './stock.routes.js';

export const stockModule = defineModule({
  name: 'stock',
  layer: 'ledgers',
  routes: [stockRoutes],
});
