import { defineModule } from '../../platform/http/server-module.js';
import { carRoutes } from './car.routes.js';

export const carModule = defineModule({
  name: 'car',
  layer: 'catalogue',
  routes: [carRoutes],
});
