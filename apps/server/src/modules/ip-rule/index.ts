import { defineModule } from '../../platform/http/server-module.js';
import { ipRuleRoutes } from './ip-rule.routes.js';
import { ipLoginGuard } from './ip-rule.service.js';

// Allowed login addresses (IP 관리, SPEC §2.5, §7.8): the rules and the login guard that applies them.
export const ipRuleModule = defineModule({
  name: 'ip-rule',
  layer: 'catalogue',
  routes: [ipRuleRoutes],
  provides: { loginGuards: [ipLoginGuard] },
});
