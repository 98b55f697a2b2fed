import { defineModule } from '../../platform/http/server-module.js';
import { ifaceRoutes } from './iface.routes.js';

// Interfaces (SPEC §2.11, §7.5, §7.8): the outbound partner-sync adapters on the job queue and
// the interface failure list (retry, dismiss).
export const ifaceModule = defineModule({
  name: 'iface',
  layer: 'catalogue',
  routes: [ifaceRoutes],
});
