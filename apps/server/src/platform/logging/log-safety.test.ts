import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import { accounts } from '../auth/account.table.js';
import { hashPassword } from '../auth/password.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { buildApp } from '../http/app.js';
import { createRealtimeBus, type RealtimeBus } from '../realtime/realtime-bus.js';
import { statementName } from './log-safety.js';

// The server's real logger, captured: a failing query whose parameters hold a password hash, a
// login, a session cookie and a query string leave none of their secrets in the log.
const PASSWORD = 'Admin-Pass-4321!';
const NEW_PASSWORD = 'Very-Secret-Pass-987';

let database: Database;
let realtime: RealtimeBus;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
  realtime = createRealtimeBus(undefined);
  const config = { ...loadConfig({}), webDistDir: '/nonexistent', logLevel: 'info' };
  app = await buildApp(
    { database, db: database.db, config, realtime },
    { logger: true, logStream: sink, serveWeb: false },
  );
  await database.db.insert(accounts).values({
    loginId: 'log-admin',
    name: '로그 관리자',
    kind: 'staff',
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
});
afterAll(async () => {
  await app.close();
  await realtime.close();
  await database.close();
});

describe('what reaches the log', () => {
  it('keeps passwords, hashes, tokens and query parameters out of it, even for a failing query', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/v1.0/login/staff',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ loginId: 'log-admin', password: PASSWORD }),
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const token = cookie.split('=')[1]!;

    // The database refuses this account's name, so the insert (password hash among its
    // parameters) fails inside the handler: a 500, logged.
    await database.db.execute(
      sql`alter table accounts add constraint log_test_no_such_name check (name <> '거절될 이름')`,
    );
    const failing = await app.inject({
      method: 'POST',
      url: '/api/user/v1.0/save?keyword=query-secret-42',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({
        loginId: 'log-victim',
        password: NEW_PASSWORD,
        name: '거절될 이름',
        kind: 'staff',
        role: 'public',
      }),
    });
    expect(failing.statusCode).toBe(500);
    expect(failing.json().code).toBe('E0500');
    await app.inject({
      method: 'GET',
      url: '/api/user/v1.0/session?token=query-secret-43',
      headers: { cookie },
    });

    const log = lines.join('');
    // The failure is there, named by its statement and the database's code…
    expect(log).toContain('unhandled error');
    expect(log).toContain('insert accounts');
    expect(log).toContain('23514');
    // …and nothing secret is.
    expect(log).not.toContain(NEW_PASSWORD);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(token);
    expect(log).not.toContain('query-secret');
    expect(log).not.toContain('거절될 이름');
    expect(log).not.toMatch(/params:/);
  });

  it('censors secret fields wherever a log line carries them', () => {
    const before = lines.length;
    app.log.info(
      {
        password: 'pw-secret-1',
        token: 'tok-secret-2',
        account: { passwordHash: '$argon2id$secret-3', cardNumber: '4111-1111-1111-1111' },
        request: { headers: { cookie: 'sid=secret-4' }, apiKey: 'key-secret-5' },
      },
      'redaction probe',
    );
    const line = lines.slice(before).join('');
    expect(line).toContain('redaction probe');
    for (const secret of [
      'pw-secret-1',
      'tok-secret-2',
      'secret-3',
      '4111-1111',
      'secret-4',
      'key-secret-5',
    ]) {
      expect(line).not.toContain(secret);
    }
  });

  it('names a statement by its kind and table only', () => {
    expect(statementName('insert into "accounts" ("id", "login_id") values (default, $1)')).toBe(
      'insert accounts',
    );
    expect(statementName('select "id" from "sessions" inner join "accounts" on 1=1')).toBe('select sessions');
    expect(statementName('update "stock" set "qty" = $1')).toBe('update stock');
    expect(statementName('delete from "sessions" where 1=1')).toBe('delete sessions');
  });
});
