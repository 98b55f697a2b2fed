import { defineModule } from '../../platform/http/server-module.js';
import { batteryStockRoutes } from './battery-stock.routes.js';

// Battery freshness (issue #18): units on hand by month of manufacture, the phone lookup, and
// the order examination's FEFO candidates (the FEFO pick itself is in sales-order).
export const batteryStockModule = defineModule({
  name: 'battery-stock',
  layer: 'reports',
  routes: [batteryStockRoutes],
});
