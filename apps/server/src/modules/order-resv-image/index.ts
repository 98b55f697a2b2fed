import { defineModule } from '../../platform/http/server-module.js';
import { resvImageRoutes } from './order-resv-image.routes.js';

// Photos attached to reservation orders (SPEC §2.12 OrderResvImgMobile, OrderResvImgList).
export const orderResvImageModule = defineModule({
  name: 'order-resv-image',
  layer: 'documents',
  routes: [resvImageRoutes],
});
