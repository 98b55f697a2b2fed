import { ROLES, type Role } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEveryRole } from '../../test/role-callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { allows, type SessionUser } from './access.js';

// Walks the server's own route table: every endpoint, every role and anonymous. A new endpoint
// is covered the moment it is registered, without a new test.
let t: TestApp;
const cookies = new Map<Role, string>();
const users = new Map<Role, SessionUser>();

beforeAll(async () => {
  t = await createTestApp({ loginIpMaxPerMinute: 10_000, loginAccountMaxPerMinute: 10_000 });
  for (const caller of await loginEveryRole(t, 'matrix')) {
    cookies.set(caller.role, caller.cookie);
    users.set(caller.role, caller.user);
  }
});
afterAll(async () => t.close());

// Path parameters get a harmless value; the matrix asserts access only, not the handler's result.
const concrete = (url: string): string => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
// Calls that change the caller's own session would log the matrix user out mid-run.
const SESSION_ENDING = new Set(['POST /api/user/v1.0/logout']);

describe('role × endpoint matrix', () => {
  it('has endpoints to check, each with an access declaration', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    for (const route of t.app.routeTable) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers 401 to anonymous and 403 to a role exactly where the declaration says', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      if (SESSION_ENDING.has(key)) continue;
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await t.call(method, url, { body });
      const anonymousAllowed = route.access.kind === 'anyone';
      if (
        anonymousAllowed ? anonymous.status === 401 || anonymous.status === 403 : anonymous.status !== 401
      ) {
        failures.push(`${key} anonymous → ${anonymous.status}`);
      }
      for (const role of ROLES) {
        const res = await t.call(method, url, { body, cookie: cookies.get(role)! });
        const expected = allows(route.access, users.get(role)!);
        const denied = res.status === 403 && res.body.code === 'E0403';
        if (expected === 'ok' ? res.status === 401 || denied : !denied) {
          failures.push(`${key} as ${role} → ${res.status} ${res.body.code} (expected ${expected})`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route × 13 callers, one request each: thousands of requests, longer than a unit test.
  }, 300_000);

  it('refuses to start when an /api route has no access declaration', async () => {
    const { buildApp } = await import('../http/app.js');
    const app = await buildApp(
      { database: t.database, db: t.db, config: t.config, realtime: t.realtime },
      { serveWeb: false },
    );
    expect(() => app.get('/api/undeclared/v1.0/x', async () => ({}))).toThrow(/접근 권한 선언/);
    await app.close();
  });
});
