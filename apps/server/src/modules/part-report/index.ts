import { defineModule } from '../../platform/http/server-module.js';
import { partReportRoutes } from './part-report.routes.js';

export const partReportModule = defineModule({
  name: 'part-report',
  layer: 'reports',
  routes: [partReportRoutes],
});
