import { defineModule } from '../../platform/http/server-module.js';
import { warehouseMoveRoutes } from './warehouse-move.routes.js';

// Warehouse moves (창고 이동): a document on the stock ledger, through an in-transit location.
export const warehouseMoveModule = defineModule({
  name: 'warehouse-move',
  layer: 'documents',
  routes: [warehouseMoveRoutes],
});
