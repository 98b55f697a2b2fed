import type { Role } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMatrixFailures } from '../../test/access-matrix-walk.js';
import { loginEveryRole } from '../../test/role-callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SessionUser } from './access.js';

// The second half of the role × endpoint matrix (access-matrix.test.ts has the first), in its
// own file so the two test workers walk the routes side by side.
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

describe('role × endpoint matrix, second half', () => {
  it('answers 401 to anonymous and 403 to a role exactly where the declaration says', async () => {
    expect(await accessMatrixFailures(t, { cookies, users }, 1, 2)).toEqual([]);
  }, 300_000);
});
