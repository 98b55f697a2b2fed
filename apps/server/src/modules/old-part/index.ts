import { defineModule } from '../../platform/http/server-module.js';
import { oldPartRoutes } from './old-part.routes.js';

export const oldPartModule = defineModule({
  name: 'old-part',
  layer: 'documents',
  routes: [oldPartRoutes],
});
