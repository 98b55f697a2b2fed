import { defineModule } from '../../platform/http/server-module.js';
import { addressRoutes } from './address.routes.js';

export const addressModule = defineModule({
  name: 'address',
  layer: 'catalogue',
  routes: [addressRoutes],
});
