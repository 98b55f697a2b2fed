import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('envelope and errors (SPEC §8)', () => {
  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.call('GET', '/api/nothing/v1.0/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'E0404', message: '요청한 주소를 찾을 수 없습니다.', response: null });
  });

  it('answers a body that is not JSON with a Korean 400 and no stack trace', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1.0/login/staff',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginId":',
    });
    expect(raw.statusCode).toBe(400);
    const body = raw.json();
    expect(body.code).toBe('E0400');
    expect(body.message).toMatch(/JSON/);
    expect(raw.body).not.toMatch(/at .*\.js|stack/i);
  });

  it('serves health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers on every response', async () => {
    const raw = await t.app.inject({ url: '/api/nothing' });
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expect(String(raw.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(raw.headers['referrer-policy']).toBe('same-origin');
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const raw = await t.app.inject({ url: '/api/docs/json' });
    expect(raw.statusCode).toBe(200);
    const doc = raw.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/page/access/v1.0/save');
    expect(JSON.stringify(doc.paths['/api/user/v1.0/login/staff'])).toContain('비밀번호');
  });
});
