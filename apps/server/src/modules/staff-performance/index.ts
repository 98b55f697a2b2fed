import { defineModule } from '../../platform/http/server-module.js';
import { staffPerformanceRoutes } from './staff-performance.routes.js';

export const staffPerformanceModule = defineModule({
  name: 'staff-performance',
  layer: 'reports',
  routes: [staffPerformanceRoutes],
});
