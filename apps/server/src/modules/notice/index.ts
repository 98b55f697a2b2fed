import { defineModule } from '../../platform/http/server-module.js';
import { noticeRoutes } from './notice.routes.js';

export const noticeModule = defineModule({
  name: 'notice',
  layer: 'catalogue',
  routes: [noticeRoutes],
});
