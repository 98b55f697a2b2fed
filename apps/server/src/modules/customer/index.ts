import type { Importer } from '../../platform/excel/excel-import.js';
import { defineModule } from '../../platform/http/server-module.js';
import { customerImporter } from './customer.importer.js';
import { customerRoutes } from './customer.routes.js';

export const customerModule = defineModule({
  name: 'customer',
  layer: 'catalogue',
  routes: [customerRoutes],
  importers: [customerImporter as Importer],
});
