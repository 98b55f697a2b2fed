import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@erp/domain';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { addressRoutes } from '../../modules/address/address.routes.js';
import { barcodeRoutes } from '../../modules/barcode/barcode.routes.js';
import { carRoutes } from '../../modules/car/car.routes.js';
import { companyRoutes } from '../../modules/company/company.routes.js';
import { customerImporter } from '../../modules/customer/customer.importer.js';
import { customerRoutes } from '../../modules/customer/customer.routes.js';
import { customerUserRoutes } from '../../modules/customer-user/customer-user.routes.js';
import { noticeRoutes } from '../../modules/notice/notice.routes.js';
import { brandImporter, partAppImporter, partImporter } from '../../modules/part/part.importer.js';
import { partRoutes } from '../../modules/part/part.routes.js';
import { partCatalogRoutes } from '../../modules/part/part-catalog.routes.js';
import { partDetailRoutes } from '../../modules/part/part-detail.routes.js';
import { partUpdateImporter } from '../../modules/part/part-update.importer.js';
import { partReportRoutes } from '../../modules/part-report/part-report.routes.js';
import { purchaseRoutes } from '../../modules/purchase/purchase.routes.js';
import { routeRoutes } from '../../modules/route/route.routes.js';
import { salesOrderRoutes } from '../../modules/sales-order/sales-order.routes.js';
import { salesOrderExtraRoutes } from '../../modules/sales-order/sales-order-extra.routes.js';
import { salesReportRoutes } from '../../modules/sales-report/sales-report.routes.js';
import { stockRoutes } from '../../modules/stock/stock.routes.js';
import { supplierImporter, supplierPartImporter } from '../../modules/supplier/supplier.importer.js';
import { supplierRoutes } from '../../modules/supplier/supplier.routes.js';
import { installAccessControl } from '../access/access.hooks.js';
import { anyone } from '../access/access.js';
import { authRoutes } from '../auth/auth.routes.js';
import { frameworkErrors, installErrorHandlers } from '../errors/error-handler.js';
import type { Importer } from '../excel/excel-import.js';
import { excelImportRoutes } from '../excel/excel-import.routes.js';
import { menuRoutes } from '../menu/menu.routes.js';
import { pageAccessRoutes } from '../page-access/page-access.routes.js';
import { realtimeRoutes } from '../realtime/realtime.routes.js';
import type { AppContext } from './request-context.js';
import { zodValidatorCompiler } from './zod-compilers.js';

/** Every entity the generic Excel importer can write, by entity name. */
export const IMPORTERS: ReadonlyMap<string, Importer> = new Map<string, Importer>(
  [
    customerImporter as Importer,
    partImporter as Importer,
    partUpdateImporter as Importer,
    brandImporter as Importer,
    partAppImporter as Importer,
    supplierImporter as Importer,
    supplierPartImporter as Importer,
  ].map((i) => [i.entity, i]),
);

export type BuildAppOptions = { logger?: boolean; serveWeb?: boolean };

/** Builds the whole HTTP app over an open database; tests call it with `app.inject`. */
export const buildApp = async (ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ? { level: ctx.config.logLevel } : false,
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design injects its CSS-in-JS styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: ctx.config.cookieSecure,
  });
  await app.register(fastifyCookie);
  // At the root, so every plugin's socket routes share one server (and tests can injectWS).
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: '부품 ERP API', version: 'v1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  installAccessControl(app, ctx);

  app.get('/healthz', { config: { access: anyone } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: anyone } }, async (_request, reply) => {
    const ready = await ctx.database.ping();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable' });
  });

  await app.register(authRoutes, { ctx });
  await app.register(pageAccessRoutes, { ctx });
  await app.register(menuRoutes, { ctx });
  await app.register(realtimeRoutes, { ctx });
  await app.register(noticeRoutes, { ctx });
  await app.register(excelImportRoutes, { ctx, importers: IMPORTERS });
  await app.register(customerRoutes, { ctx });
  await app.register(addressRoutes);
  await app.register(customerUserRoutes, { ctx });
  await app.register(routeRoutes, { ctx });
  await app.register(stockRoutes, { ctx });
  await app.register(salesOrderRoutes, { ctx });
  await app.register(salesReportRoutes, { ctx });
  await app.register(salesOrderExtraRoutes, { ctx });
  await app.register(companyRoutes, { ctx });
  await app.register(partRoutes, { ctx });
  await app.register(partDetailRoutes, { ctx });
  await app.register(partReportRoutes, { ctx });
  await app.register(partCatalogRoutes, { ctx });
  await app.register(supplierRoutes, { ctx });
  await app.register(barcodeRoutes, { ctx });
  await app.register(purchaseRoutes, { ctx });
  await app.register(carRoutes, { ctx });

  const webDir = ctx.config.webDistDir;
  const serveWeb = (options.serveWeb ?? true) && existsSync(path.join(webDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, serveDotFiles: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // The SPA owns every non-API GET path (routes like /Company/Login are client-side).
    if (serveWeb && request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'E0404', message: ERROR_CATALOGUE.E0404.message, response: null });
  });
  return app;
};
