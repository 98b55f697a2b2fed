import { defineModule } from '../../platform/http/server-module.js';
import { clientPortalRoutes } from './client-portal.routes.js';

// QR customers (SPEC §2.19): car owners of a shop sign up by phone, register cars by VIN, ask for
// parts and order through sales-order (a draft of their shop that staff fix). In the portals
// layer: it reads documents (sales-order, delivery) and catalogue modules (car, part, customer).
export const clientPortalModule = defineModule({
  name: 'client-portal',
  layer: 'portals',
  routes: [clientPortalRoutes],
});
