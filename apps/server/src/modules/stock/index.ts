import { defineModule } from '../../platform/http/server-module.js';
import { stockLedger, stockValueLedger } from './stock.ledger.js';
import { stockRoutes } from './stock.routes.js';
import { stockMoveRoutes } from './stock-move.routes.js';

export const stockModule = defineModule({
  name: 'stock',
  layer: 'ledgers',
  ledgers: [stockLedger, stockValueLedger],
  routes: [stockRoutes, stockMoveRoutes],
});
