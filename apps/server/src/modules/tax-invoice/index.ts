import { defineModule } from '../../platform/http/server-module.js';
import { taxInvoiceRoutes } from './tax-invoice.routes.js';

// Electronic tax invoices (전자세금계산서) and the outbox that sends them to the ASP.
export const taxInvoiceModule = defineModule({
  name: 'tax-invoice',
  layer: 'documents',
  routes: [taxInvoiceRoutes],
});
