import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
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
import { SERVER_MODULES } from '../../modules/modules.js';
import { installAccessControl } from '../access/access.hooks.js';
import { anyone } from '../access/access.js';
import { authRoutes } from '../auth/auth.routes.js';
import { frameworkErrors, installErrorHandlers } from '../errors/error-handler.js';
import type { Importer } from '../excel/excel-import.js';
import { excelImportRoutes } from '../excel/excel-import.routes.js';
import { createJobRegistry } from '../jobs/job-registry.js';
import { loggerOptions } from '../logging/log-safety.js';
import { menuRoutes } from '../menu/menu.routes.js';
import { pageAccessRoutes } from '../page-access/page-access.routes.js';
import { realtimeRoutes } from '../realtime/realtime.routes.js';
import { portsOf } from './app-ports.js';
import type { AppContext, AppSetup } from './request-context.js';
import { installRequestGuard } from './request-guard.js';
import { zodValidatorCompiler } from './zod-compilers.js';

/** Every entity the generic Excel importer can write, by entity name, from the modules. */
export const IMPORTERS: ReadonlyMap<string, Importer> = new Map(
  SERVER_MODULES.flatMap((module) => module.importers ?? []).map((importer) => [importer.entity, importer]),
);

export type BuildAppOptions = {
  logger?: boolean;
  /** Where the log goes (tests capture it); standard output when absent. */
  logStream?: Writable;
  serveWeb?: boolean;
};

/** Builds the whole HTTP app over an open database; tests call it with `app.inject`. */
export const buildApp = async (setup: AppSetup, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const ctx: AppContext = {
    ...setup,
    ports: portsOf(SERVER_MODULES.map((module) => module.provides ?? {})),
    jobs: createJobRegistry(setup.db),
  };
  const app = Fastify({
    logger: options.logger ? loggerOptions(ctx.config.logLevel, options.logStream) : false,
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

  // Before access control: a foreign page's request is refused before any session is looked up.
  installRequestGuard(app);
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
  await app.register(excelImportRoutes, { ctx, importers: IMPORTERS });
  for (const module of SERVER_MODULES) {
    for (const routes of module.routes) await app.register(routes, { ctx });
  }
  // One job runner per instance for every registered topic (DESIGN §8); 0 = only on demand.
  const stopJobs = ctx.jobs.start(Number(process.env.OUTBOX_POLL_MS ?? 30_000), (error) =>
    app.log.error({ err: error }, 'job run failed'),
  );
  app.addHook('onClose', async () => stopJobs());

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
