import { isRawResponse } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Walks the live route table: every /api route is mounted from a contract (DESIGN §3) whose
// JSON answer has a response schema. Every route written before the contracts has been migrated;
// there is no exception list any more.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('endpoint contracts over the live route table', () => {
  it('mounts every /api route from a contract', () => {
    const missing = t.app.routeTable
      .filter((route) => !route.contract)
      .map(keyOf)
      .sort();
    expect(
      missing,
      'a /api route without a contract (declare it in the domain, mount it with mountContract)',
    ).toEqual([]);
  });

  it('declares the same path, method and access in the contract as in the route table', () => {
    for (const route of t.app.routeTable) {
      if (!route.contract) continue;
      expect(route.contract.path, keyOf(route)).toBe(route.url);
      expect(route.contract.method, keyOf(route)).toBe(route.method);
      expect(route.contract.access, keyOf(route)).toEqual(route.access);
      expect(route.contract.summary.trim(), keyOf(route)).not.toBe('');
      if (!isRawResponse(route.contract.response)) {
        expect(typeof route.contract.response.safeParse, `${keyOf(route)} response schema`).toBe('function');
      }
    }
  });

  it('serves the contracts in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { summary?: string; responses?: object }>>;
    };
    for (const route of t.app.routeTable) {
      if (!route.contract) continue;
      const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const entry = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(entry?.summary, keyOf(route)).toBe(route.contract.summary);
    }
  });
});
