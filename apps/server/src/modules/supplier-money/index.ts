import { defineModule } from '../../platform/http/server-module.js';
import { supplierBillHold } from './supplier-bill.hold.js';
import { supplierMoneyRoutes } from './supplier-money.routes.js';

// Supplier money (SPEC §2.13): bills matched to arrivals, payments, statement, settlement. It
// posts to the purchase module's payable ledger, so it sits after it among the documents.
export const supplierMoneyModule = defineModule({
  name: 'supplier-money',
  layer: 'documents',
  provides: { purchaseHolds: [supplierBillHold] },
  routes: [supplierMoneyRoutes],
});
