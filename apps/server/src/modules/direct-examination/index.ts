import { defineModule } from '../../platform/http/server-module.js';
import { directExaminationRoutes } from './direct-examination.routes.js';

// Direct shipments (직송 검수): supplier to customer, examined on arrival, posted as a purchase.
export const directExaminationModule = defineModule({
  name: 'direct-examination',
  layer: 'documents',
  routes: [directExaminationRoutes],
});
