import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../platform/db/database.js';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: vitest's ProvidedContext is extended by interface merging
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

let workDir: string | undefined;
let templateDb: string | undefined;

const adminUrl = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * Migrates once and hands every test file a copy: a PGlite data-dir dump (a reopen takes under
 * a second, a fresh migrate 4–5 s), or on PostgreSQL a template database to CREATE … TEMPLATE from.
 */
export const setup = async (project: TestProject): Promise<void> => {
  workDir = mkdtempSync(path.join(tmpdir(), 'erp-test-'));
  const pglite = await openPglite();
  await pglite.migrate();
  const dump = await (
    pglite.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }
  ).$client.dumpDataDir('none');
  const file = path.join(workDir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    templateDb = `erp_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${templateDb}`);
    await admin.end();
    const database = await openPostgres(adminUrl(url, templateDb), { max: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide('pgTemplateDb', templateDb ?? '');
};

export const teardown = async (): Promise<void> => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url && templateDb) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb} with (force)`);
    await admin.end();
  }
};
