import type { Importer } from '../../platform/excel/excel-import.js';
import { defineModule } from '../../platform/http/server-module.js';
import { supplierImporter } from './supplier.importer.js';
import { supplierRoutes } from './supplier.routes.js';

export const supplierModule = defineModule({
  name: 'supplier',
  layer: 'catalogue',
  routes: [supplierRoutes],
  importers: [supplierImporter as Importer],
});
