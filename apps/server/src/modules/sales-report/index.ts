import { defineModule } from '../../platform/http/server-module.js';
import { salesReportRoutes } from './sales-report.routes.js';

export const salesReportModule = defineModule({
  name: 'sales-report',
  layer: 'reports',
  routes: [salesReportRoutes],
});
