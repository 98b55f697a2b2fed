// A runner process for the kill -9 test (job-queue.concurrency.test.ts): it claims the one due
// job of topic `crash-test`, marks that it started, and hangs until it is killed.
import { sql } from 'drizzle-orm';
import { openPostgres } from '../db/database.js';
import { runOutboxOnce } from './job-queue.service.js';

const url = process.argv[2];
if (!url) throw new Error('usage: job-crash-child <database url>');
const database = await openPostgres(url, { max: 2 });
await runOutboxOnce(database.db, {
  'crash-test': async (db, message) => {
    await db.execute(sql`insert into job_test_runs (key, phase) values (${message.key}, 'started')`);
    await new Promise(() => undefined);
  },
});
