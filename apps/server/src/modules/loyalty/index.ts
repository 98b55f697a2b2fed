import { defineModule } from '../../platform/http/server-module.js';
import { associationRoutes } from './association.routes.js';
import { loyaltyRoutes } from './loyalty.routes.js';

// Loyalty (포인트 화면, 일별 적립률, 판매 적립, 협회 포인트): on the point ledger of module point. In the
// ledgers layer so the sales order's fix and cancel can post and reverse a sale's points.
export const loyaltyModule = defineModule({
  name: 'loyalty',
  layer: 'ledgers',
  routes: [loyaltyRoutes, associationRoutes],
});
