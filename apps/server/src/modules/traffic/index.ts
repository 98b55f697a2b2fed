import { defineModule } from '../../platform/http/server-module.js';
import { trafficRoutes } from './traffic.routes.js';

// Weather and road traffic (날씨, 도로 소통) through adapters of Korean public services.
export const trafficModule = defineModule({
  name: 'traffic',
  layer: 'catalogue',
  routes: [trafficRoutes],
});
