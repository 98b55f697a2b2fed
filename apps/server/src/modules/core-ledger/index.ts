import { defineModule } from '../../platform/http/server-module.js';
import { coreLedger } from './core-ledger.ledger.js';

export const coreLedgerModule = defineModule({
  name: 'core-ledger',
  layer: 'ledgers',
  ledgers: [coreLedger],
  routes: [],
});
