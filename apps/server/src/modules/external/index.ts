import { defineModule } from '../../platform/http/server-module.js';
import { externalRoutes } from './external.routes.js';

export const externalModule = defineModule({
  name: 'external',
  layer: 'portals',
  routes: [externalRoutes],
});
