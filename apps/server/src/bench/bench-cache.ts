import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../platform/db/database.js';

/** The same server's URL for another database. */
export const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Runs statements on the server's maintenance database (create, copy and drop databases). */
export const admin = async <T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

/**
 * Generating a million rows takes minutes; benchmarks keep the generated data as a template
 * database named after the data set and the migration count (a new migration makes a new one),
 * and each run measures on a fresh copy of it, dropped afterwards.
 */
export const withCachedData = async <T>(
  baseUrl: string,
  dataSet: string,
  build: (url: string) => Promise<void>,
  measure: (url: string) => Promise<T>,
): Promise<T> => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const cache = `erp_bench_cache_${dataSet}_m${journal.entries.length}`;
  const exists = await admin(
    baseUrl,
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [cache])).rowCount === 1,
  );
  if (!exists) {
    await admin(baseUrl, (c) => c.query(`create database ${cache}_building`));
    try {
      await build(withDatabase(baseUrl, `${cache}_building`));
      await admin(baseUrl, (c) => c.query(`alter database ${cache}_building rename to ${cache}`));
    } catch (error) {
      await admin(baseUrl, (c) => c.query(`drop database if exists ${cache}_building with (force)`));
      throw error;
    }
  }
  const copy = `${cache}_run_${process.pid}`;
  await admin(baseUrl, (c) => c.query(`create database ${copy} template ${cache}`));
  try {
    return await measure(withDatabase(baseUrl, copy));
  } finally {
    await admin(baseUrl, (c) => c.query(`drop database if exists ${copy} with (force)`));
  }
};
