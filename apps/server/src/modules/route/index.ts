import { defineModule } from '../../platform/http/server-module.js';
import { routeRoutes } from './route.routes.js';

export const routeModule = defineModule({
  name: 'route',
  layer: 'catalogue',
  routes: [routeRoutes],
});
