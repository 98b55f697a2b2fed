import { defineModule } from '../../platform/http/server-module.js';
import { barcodeRoutes } from './barcode.routes.js';
import { findBarcodeOwner } from './barcode.service.js';

export const barcodeModule = defineModule({
  name: 'barcode',
  layer: 'ledgers',
  routes: [barcodeRoutes],
  provides: { barcodeOwner: findBarcodeOwner },
});
