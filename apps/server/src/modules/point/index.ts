import { defineModule } from '../../platform/http/server-module.js';
import { pointLedger } from './point.ledger.js';

export const pointModule = defineModule({
  name: 'point',
  layer: 'ledgers',
  ledgers: [pointLedger],
  routes: [],
});
