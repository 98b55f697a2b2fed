import { defineModule } from '../../platform/http/server-module.js';
import { courierPortalRoutes } from './courier-portal.routes.js';

// Courier companies (SPEC §2.20, role cirkep): the deliveries handed to them, confirmed by a
// waybill scan, and their logins. In the portals layer: it reads the delivery documents.
export const courierPortalModule = defineModule({
  name: 'courier-portal',
  layer: 'portals',
  routes: [courierPortalRoutes],
});
