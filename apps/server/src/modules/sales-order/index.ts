import { defineModule } from '../../platform/http/server-module.js';
import { orderExaminationRoutes } from './order-examination.routes.js';
import { orderMemoRoutes } from './order-memo.routes.js';
import { orderUnitRoom } from './order-unit-room.js';
import { salesOrderRoutes } from './sales-order.routes.js';
import { statementRoutes } from './statement.routes.js';

export const salesOrderModule = defineModule({
  name: 'sales-order',
  layer: 'documents',
  provides: { orderUnitRoom },
  routes: [salesOrderRoutes, orderExaminationRoutes, orderMemoRoutes, statementRoutes],
});
