import { defineModule } from '../../platform/http/server-module.js';

export const receivableModule = defineModule({
  name: 'receivable',
  layer: 'ledgers',
  routes: [],
});
