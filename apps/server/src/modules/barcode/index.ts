import { defineModule } from '../../platform/http/server-module.js';
import { barcodeRoutes } from './barcode.routes.js';

export const barcodeModule = defineModule({
  name: 'barcode',
  layer: 'documents',
  routes: [barcodeRoutes],
});
