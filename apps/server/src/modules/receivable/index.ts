import { defineModule } from '../../platform/http/server-module.js';
import { customerBalance } from './customer-balance.js';
import { receivableLedger } from './receivable.ledger.js';

export const receivableModule = defineModule({
  name: 'receivable',
  layer: 'ledgers',
  ledgers: [receivableLedger],
  routes: [],
  provides: { customerBalance },
});
