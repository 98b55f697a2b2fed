import { defineModule } from '../../platform/http/server-module.js';
import { customerUserRoutes } from './customer-user.routes.js';

export const customerUserModule = defineModule({
  name: 'customer-user',
  layer: 'catalogue',
  routes: [customerUserRoutes],
});
