import type { FastifyPluginAsync } from 'fastify';
import type { Importer } from '../excel/excel-import.js';
import type { AnyLedger } from '../ledger/ledger.js';
import type { AppPorts } from './app-ports.js';
import type { AppContext } from './request-context.js';

/**
 * The order server modules depend in (DESIGN §3): a module imports platform code and modules of
 * its own or an earlier layer, never a later one, and no two modules import each other. The
 * module-order test enforces it over the real imports.
 */
export const MODULE_LAYERS = ['catalogue', 'ledgers', 'documents', 'reports', 'portals'] as const;
export type ModuleLayer = (typeof MODULE_LAYERS)[number];

export type AreaRoutes = FastifyPluginAsync<{ ctx: AppContext }>;

/** What a module gives the app: its routes, Excel importers and ledgers, declared in its index.ts. */
export type ServerModule = {
  name: string;
  layer: ModuleLayer;
  routes: readonly AreaRoutes[];
  importers?: readonly Importer[];
  /** Ledgers the module posts to; `npm run verify:ledgers` and the tests check each. */
  ledgers?: readonly AnyLedger[];
  /** Functions modules of earlier layers read through `ctx.ports` (see AppPorts). */
  provides?: Partial<AppPorts>;
};

export const defineModule = (module: ServerModule): ServerModule => module;
