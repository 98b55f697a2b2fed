import { ROLES, type Role } from '@erp/domain';
import { allows, type SessionUser } from '../platform/access/access.js';
import type { TestApp } from './test-app.js';

// The role × endpoint walk over the server's own route table, shared by the access-matrix test
// files: each takes every other route, so the two test workers split the thousands of requests.

// Path parameters get a harmless value; the matrix asserts access only, not the handler's result.
const concrete = (url: string): string => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
// Calls that change the caller's own session would log the matrix user out mid-run.
const SESSION_ENDING = new Set(['POST /api/user/v1.0/logout']);

/** Anonymous and every role on share `shard` of `shards` of the routes; the mismatches. */
export const accessMatrixFailures = async (
  t: TestApp,
  callers: { cookies: Map<Role, string>; users: Map<Role, SessionUser> },
  shard: number,
  shards: number,
): Promise<string[]> => {
  const failures: string[] = [];
  const routes = [...t.app.routeTable]
    .sort((a, b) => `${a.method} ${a.url}`.localeCompare(`${b.method} ${b.url}`))
    .filter((_route, i) => i % shards === shard);
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    if (SESSION_ENDING.has(key)) continue;
    const url = concrete(route.url);
    const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const anonymous = await t.call(method, url, { body });
    const anonymousAllowed = route.access.kind === 'anyone';
    if (anonymousAllowed ? anonymous.status === 401 || anonymous.status === 403 : anonymous.status !== 401) {
      failures.push(`${key} anonymous → ${anonymous.status}`);
    }
    for (const role of ROLES) {
      const res = await t.call(method, url, { body, cookie: callers.cookies.get(role)! });
      const expected = allows(route.access, callers.users.get(role)!);
      const denied = res.status === 403 && res.body.code === 'E0403';
      if (expected === 'ok' ? res.status === 401 || denied : !denied) {
        failures.push(`${key} as ${role} → ${res.status} ${res.body.code} (expected ${expected})`);
      }
    }
  }
  return failures;
};
