import { defineModule } from '../../platform/http/server-module.js';
import { referenceRoutes } from './reference.routes.js';

// Reference pages kept by admins: the link collections (SPEC §2.15).
export const referenceModule = defineModule({
  name: 'reference',
  layer: 'catalogue',
  routes: [referenceRoutes],
});
