import { defineModule } from '../../platform/http/server-module.js';
import { freightCostRoutes } from './freight-cost.routes.js';
import { freightPurchaseHold } from './freight-cost.service.js';

// Freight bills (운임): landed cost spread into the stock's moving average through value moves.
export const freightCostModule = defineModule({
  name: 'freight-cost',
  layer: 'documents',
  provides: { purchaseHolds: [freightPurchaseHold] },
  routes: [freightCostRoutes],
});
