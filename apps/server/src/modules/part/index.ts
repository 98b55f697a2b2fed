import type { Importer } from '../../platform/excel/excel-import.js';
import { defineModule } from '../../platform/http/server-module.js';
import { brandImporter, partAppImporter, partImporter } from './part.importer.js';
import { partRoutes } from './part.routes.js';
import { partCatalogRoutes } from './part-catalog.routes.js';
import { partDetailRoutes } from './part-detail.routes.js';
import { supplierPartImporter } from './part-supplier.importer.js';
import { partSupplierRoutes } from './part-supplier.routes.js';
import { partUpdateImporter } from './part-update.importer.js';

export const partModule = defineModule({
  name: 'part',
  layer: 'catalogue',
  routes: [partRoutes, partDetailRoutes, partCatalogRoutes, partSupplierRoutes],
  importers: [
    partImporter,
    partUpdateImporter,
    brandImporter,
    partAppImporter,
    supplierPartImporter,
  ] as Importer[],
});
