import { defineModule } from '../../platform/http/server-module.js';
import { noticeRequestRoutes } from './notice-request.routes.js';

// Notice requests and the staff forms (경위서, 지각계, 휴가): a request publishes a notice.
export const noticeRequestModule = defineModule({
  name: 'notice-request',
  layer: 'documents',
  routes: [noticeRequestRoutes],
});
