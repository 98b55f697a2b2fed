import { defineModule } from '../../platform/http/server-module.js';
import { staffAccountRoutes } from './staff-account.routes.js';

// Staff accounts (사용자 관리, SPEC §2.5): the list, roles, unlock, per-user menu grants, login history.
export const staffAccountModule = defineModule({
  name: 'staff-account',
  layer: 'catalogue',
  routes: [staffAccountRoutes],
});
