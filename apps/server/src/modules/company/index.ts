import { defineModule } from '../../platform/http/server-module.js';
import { companyRoutes } from './company.routes.js';

export const companyModule = defineModule({
  name: 'company',
  layer: 'catalogue',
  routes: [companyRoutes],
});
