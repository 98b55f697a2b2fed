import { defineModule } from '../../platform/http/server-module.js';
import { seoRoutes } from './seo.routes.js';

// The Seo branch portal (서): branch orders on the Busan warehouse, CPS orders to head office
// filled as warehouse moves, the branch's scan-in and statements (SPEC §2.9).
export const seoModule = defineModule({
  name: 'seo',
  layer: 'portals',
  routes: [seoRoutes],
});
