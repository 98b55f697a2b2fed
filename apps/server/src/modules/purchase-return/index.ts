import { defineModule } from '../../platform/http/server-module.js';
import { purchaseReturnHold } from './purchase-return.hold.js';
import { purchaseReturnRoutes } from './purchase-return.routes.js';

// Returns to suppliers (매입 반품): a document on the purchase payable and the stock ledger.
export const purchaseReturnModule = defineModule({
  name: 'purchase-return',
  layer: 'documents',
  provides: { purchaseHolds: [purchaseReturnHold] },
  routes: [purchaseReturnRoutes],
});
