import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../platform/db/database.js';

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * A fresh, migrated database for one test file: PGlite from the template dump by default, or a
 * new PostgreSQL database cloned from the migrated template when TEST_DATABASE_URL is set.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplateDb');
  if (url && template) {
    const name = `erp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, name), { max: 20 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
};
