import { defineModule } from '../../platform/http/server-module.js';
import { stockCountRoutes } from './stock-count.routes.js';

// Stock counts (재고 실사): plans, counting by scan, four-eyes approval posting survey-adjust moves.
export const stockCountModule = defineModule({
  name: 'stock-count',
  layer: 'documents',
  routes: [stockCountRoutes],
});
