import { defineModule } from '../../platform/http/server-module.js';
import { paymentRoutes } from './payment.routes.js';

// Card payments through a Toss-shaped gateway, posted as receivable payments; payment methods.
export const paymentModule = defineModule({
  name: 'payment',
  layer: 'documents',
  routes: [paymentRoutes],
});
