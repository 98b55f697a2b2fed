import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A handle services accept: the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * An open transaction handed to a service that takes a `Db` and opens its own transaction (an
 * order's registration and fix, a purchase's): inside it that transaction is a savepoint, so the
 * service's work commits or rolls back with the caller's document.
 */
export const withinTransaction = (tx: Tx): Db => tx as unknown as Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Answers whether the database responds (GET /readyz). */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

// Several instances may start at once on one PostgreSQL: the advisory lock makes them migrate
// one after the other instead of racing on the same DDL.
const MIGRATION_LOCK_KEY = 720_260_001;

export const openPglite = async (
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<Database> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process per folder: a second one is refused before it reads a page.
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
};

export const openPostgres = async (url: string, options: { max?: number } = {}): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await pool.end();
    },
  };
};

export const openDatabase = (config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
