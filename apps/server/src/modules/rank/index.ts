import { defineModule } from '../../platform/http/server-module.js';
import { rankRoutes } from './rank.routes.js';

// Ranks (등급): thresholds, choices, recompute, discounts, order hours. In the ledgers layer: the
// recompute reads the customer ledger; sales-order (documents) and loyalty read the discount,
// the order hours and the point rate from here.
export const rankModule = defineModule({
  name: 'rank',
  layer: 'ledgers',
  routes: [rankRoutes],
});
