import { defineModule } from '../../platform/http/server-module.js';
import { muzinRoutes } from './muzin.routes.js';

// Muzin knowledge notes (public and individual) and the clipboard (SPEC §2.22, §7.7).
export const muzinModule = defineModule({
  name: 'muzin',
  layer: 'catalogue',
  routes: [muzinRoutes],
});
