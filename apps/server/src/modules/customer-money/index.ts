import { defineModule } from '../../platform/http/server-module.js';
import { customerMoneyRoutes } from './customer-money.routes.js';
import { depositLedger } from './deposit.ledger.js';

// Customer money (선수금, balances). In the documents layer: a deposit is applied to a fixed
// sales order and moves the receivable in the same transaction.
export const customerMoneyModule = defineModule({
  name: 'customer-money',
  layer: 'documents',
  ledgers: [depositLedger],
  routes: [customerMoneyRoutes],
});
