import { defineModule } from '../../platform/http/server-module.js';
import { outsourcingRoutes } from './outsourcing.routes.js';

export const outsourcingModule = defineModule({
  name: 'outsourcing',
  layer: 'portals',
  routes: [outsourcingRoutes],
});
