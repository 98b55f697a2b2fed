import type { Role } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMatrixFailures } from '../../test/access-matrix-walk.js';
import { loginEveryRole } from '../../test/role-callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SessionUser } from './access.js';

// Walks the server's own route table: every endpoint, every role and anonymous. A new endpoint
// is covered the moment it is registered, without a new test. The other half of the routes is
// access-matrix.2.test.ts.
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

describe('role × endpoint matrix', () => {
  it('has endpoints to check, each with an access declaration', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    for (const route of t.app.routeTable) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers 401 to anonymous and 403 to a role exactly where the declaration says (first half of the routes)', async () => {
    const failures = await accessMatrixFailures(t, { cookies, users }, 0, 2);
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
