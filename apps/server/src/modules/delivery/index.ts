import { defineModule } from '../../platform/http/server-module.js';
import { deliveryRoutes } from './delivery.routes.js';
import { driverPayRoutes } from './driver-pay.routes.js';

// Deliveries (배송): a stop for every fixed order (read from sales-order's fixed orders), its
// method and reservation, dispatch to drivers, the driver's phone steps, drivers and checkers.
export const deliveryModule = defineModule({
  name: 'delivery',
  layer: 'documents',
  routes: [deliveryRoutes, driverPayRoutes],
});
