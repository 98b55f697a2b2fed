import { defineModule } from '../../platform/http/server-module.js';
import { customerPortalRoutes } from './customer-portal.routes.js';

// Customer pages (issue #26): a repair shop's users search parts, keep a basket and send app
// orders, which are sales-order drafts the staff fix on CustomerOrdering. In the portals layer:
// it reads the documents (sales-order, delivery), ledgers (receivable, point, rank) and catalogue.
export const customerPortalModule = defineModule({
  name: 'customer-portal',
  layer: 'portals',
  routes: [customerPortalRoutes],
});
