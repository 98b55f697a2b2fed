import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Database, openPostgres } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { enqueue, type OutboxHandler, runOutboxOnce } from './job-queue.service.js';

// Two runners on one database and a runner killed mid-job can only be shown on a real PostgreSQL
// server: PGlite is one in-process backend (no second instance can open it, and its transactions
// run one after another, so SKIP LOCKED never meets a held row). This file runs in the PostgreSQL
// pass of CI (TEST_DATABASE_URL) and is skipped on PGlite.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the job queue on PostgreSQL', () => {
  let t: TestApp;
  let second: Database;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({});
    const [row] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${row!.name}`;
    url = u.toString();
    second = await openPostgres(url, { max: 10 });
    await t.db.execute(sql`create table job_test_runs (key text not null, phase text not null, runner text)`);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const record =
    (runner: string): OutboxHandler =>
    async (db, message) => {
      await db.execute(
        sql`insert into job_test_runs (key, phase, runner) values (${message.key}, 'ran', ${runner})`,
      );
    };

  it('two instances, 1 000 jobs queued on each: every job runs exactly once', async () => {
    const instances = [
      { name: 'a', db: t.db },
      { name: 'b', db: second.db },
    ];
    for (const { name, db } of instances) {
      for (let i = 0; i < 1000; i += 20) {
        await db.transaction(async (tx) => {
          for (let j = i; j < i + 20; j += 1) {
            await enqueue(tx, { topic: 'count-test', key: `count:${name}:${j}`, payload: { j } });
          }
        });
      }
    }
    // Each instance runs four runner loops at once until nothing is due.
    const loop = async (db: typeof t.db, name: string) => {
      for (;;) {
        const sent = await runOutboxOnce(db, { 'count-test': record(name) });
        if (sent === 0) {
          const [left] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from outbox_messages where topic = 'count-test' and state <> 'sent'`,
          );
          if ((left?.n ?? 0) === 0) return;
        }
      }
    };
    await Promise.all(instances.flatMap(({ name, db }) => [1, 2, 3, 4].map(() => loop(db, name))));
    const [runs] = await queryRows<{ total: number; distinct: number; a: number; b: number }>(
      t.db,
      sql`select count(*)::int as total, count(distinct key)::int as distinct,
            count(*) filter (where runner = 'a')::int as a, count(*) filter (where runner = 'b')::int as b
          from job_test_runs where phase = 'ran' and key like 'count:%'`,
    );
    expect(runs?.total).toBe(2000);
    expect(runs?.distinct).toBe(2000);
    // Both instances took part.
    expect(runs!.a).toBeGreaterThan(0);
    expect(runs!.b).toBeGreaterThan(0);
  }, 300_000);

  it('a job in flight during kill -9 runs after restart, once', async () => {
    await enqueue(t.db, { topic: 'crash-test', key: 'crash:1', payload: {} });
    const child = spawn(
      fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url)),
      [fileURLToPath(new URL('./job-crash-child.ts', import.meta.url)), url],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 600; i += 1) {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from job_test_runs where key = 'crash:1' and phase = 'started'`,
      );
      if ((row?.n ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // While the dead runner's lease lasts, nobody else takes the job.
    expect(await runOutboxOnce(t.db, { 'crash-test': record('restart') })).toBe(0);
    // The lease (2 minutes) runs out; moved here instead of waiting for it.
    await t.db.execute(
      sql`update outbox_messages set locked_until = now() - interval '1 second' where key = 'crash:1'`,
    );
    expect(await runOutboxOnce(t.db, { 'crash-test': record('restart') })).toBe(1);
    expect(await runOutboxOnce(t.db, { 'crash-test': record('restart') })).toBe(0);
    const rows = await queryRows<{ phase: string; runner: string | null }>(
      t.db,
      sql`select phase, runner from job_test_runs where key = 'crash:1' order by phase`,
    );
    expect(rows).toEqual([
      { phase: 'ran', runner: 'restart' },
      { phase: 'started', runner: null },
    ]);
  }, 120_000);
});
