import type { Access, Contract } from '@erp/domain';
import type { SessionUser } from '../access/access.js';
import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/database.js';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { RealtimeBus } from '../realtime/realtime-bus.js';
import type { AppPorts } from './app-ports.js';

/** What every route module receives: the database and the settings. */
export type AppContext = {
  database: Database;
  db: Db;
  config: AppConfig;
  /** Realtime fan-out: in-process, or Redis pub/sub when REDIS_URL is set (DESIGN §3). */
  realtime: RealtimeBus;
  /** What later modules provide to earlier ones (AppPorts); set by buildApp from the modules. */
  ports: AppPorts;
  /** The job queue's handlers and its one runner per instance (platform/jobs). */
  jobs: JobRegistry;
};

/** What a caller of buildApp supplies; the ports come from the modules, the job runner from the app. */
export type AppSetup = Omit<AppContext, 'ports' | 'jobs'>;

/**
 * A registered API route, who may call it, its contract and its request schemas: the role ×
 * endpoint matrix, the route-table test (every /api route has a contract) and the generated
 * bad-input test walk these.
 */
export type RouteRecord = {
  method: string;
  url: string;
  access: Access;
  contract: Contract | undefined;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Fastify's types are extended by interface merging
  interface FastifyContextConfig {
    access?: Access;
    /** Set by `mountContract`: the endpoint's one declaration. */
    contract?: Contract;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: Fastify's types are extended by interface merging
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: Fastify's types are extended by interface merging
  interface FastifyInstance {
    routeTable: RouteRecord[];
  }
}
