import type { Importer } from '../../platform/excel/excel-import.js';
import { defineModule } from '../../platform/http/server-module.js';
import { mobisPurchaseImporter } from './mobis-purchase.service.js';
import { outsourcingRoutes } from './outsourcing.routes.js';

export const outsourcingModule = defineModule({
  name: 'outsourcing',
  layer: 'portals',
  routes: [outsourcingRoutes],
  importers: [mobisPurchaseImporter as Importer],
});
