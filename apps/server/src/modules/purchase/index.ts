import { defineModule } from '../../platform/http/server-module.js';
import { payableLedger } from './payable.ledger.js';
import { purchaseRoutes } from './purchase.routes.js';
import { purchaseUnitRoom } from './purchase-unit-room.js';

export const purchaseModule = defineModule({
  name: 'purchase',
  layer: 'documents',
  ledgers: [payableLedger],
  provides: { purchaseUnitRoom },
  routes: [purchaseRoutes],
});
