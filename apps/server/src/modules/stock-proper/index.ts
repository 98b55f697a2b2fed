import { defineModule } from '../../platform/http/server-module.js';
import { stockProperRoutes } from './stock-proper.routes.js';

// Proper stock (적정 재고) runs and the stock reports of issue #18: reads sales, purchases and the
// stock ledger; writes its own tables and, on apply, parts.proper_stock.
export const stockProperModule = defineModule({
  name: 'stock-proper',
  layer: 'reports',
  routes: [stockProperRoutes],
});
