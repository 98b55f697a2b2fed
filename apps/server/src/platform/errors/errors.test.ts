import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
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
    // (A login's such body is refused as its input instead, so that it counts toward the limits.)
    const cookie = await loginStaff(t, 'err-json');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1.0/page/list',
      headers: { 'content-type': 'application/json', cookie },
      payload: '{"page":',
    });
    expect(raw.statusCode).toBe(400);
    const body = raw.json();
    expect(body.code).toBe('E0400');
    expect(body.message).toMatch(/JSON/);
    expect(raw.body).not.toMatch(/at .*\.js|stack/i);
  });

  it('answers a malformed %-escape in Korean: the envelope on an API path, a page on a screen address', async () => {
    const api = await t.app.inject({ url: '/api/product/v1.0/single/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ code: 'E0400', response: null });
    expect(api.json().message).toContain('주소가 올바르지 않습니다');
    const screen = await t.app.inject({ url: '/Company/PartSimpleRegistration/%E0%A4%A/norm/1/1/a/S1' });
    expect(screen.statusCode).toBe(400);
    expect(screen.headers['content-type']).toContain('text/html');
    expect(screen.body).toContain('주소가 올바르지 않습니다');
    expect(screen.body).not.toContain('FST_ERR');
  });

  it('says a too-long value in plain words, not "주소가 너무 깁니다." (a long scan into a code box)', async () => {
    const cookie = await loginStaff(t, 'err-long');
    const res = await t.refused(400, 'GET', `/api/examination/v1.0/order/detail/${'A'.repeat(150)}`, cookie);
    expect(res).toBe('입력한 값이 너무 깁니다. 값을 확인하고 다시 입력하거나 스캔하세요.');
  });

  it('words an empty path parameter as the forms do, naming the field', async () => {
    const cookie = await loginStaff(t, 'err-staff');
    const res = await t.refused(422, 'GET', '/api/purchase/v1.0/detail/%20', cookie);
    expect(res).toBe('매입 번호: 입력하세요.');
    // Inside a list, the nearest labelled field and the item's position: never "sort.0.field".
    const sort = await t.refused(422, 'POST', '/api/purchase/v1.0/list', cookie, {
      sort: [{ field: 'nope', dir: 'asc' }],
    });
    expect(sort).toBe('정렬 1번째: 정렬할 수 없는 항목입니다.');
    // A labelled field inside an item names the item too: which line's quantity is wrong.
    const line = await t.refused(422, 'POST', '/api/purchase/v1.0/insert', cookie, {
      supplierCode: 'S000001',
      lines: [
        { partCode: 'P0000001', qty: 1, unitPrice: 1_000 },
        { partCode: 'P0000002', qty: -3, unitPrice: 1_000 },
      ],
    });
    expect(line).toMatch(/^매입 품목 2번째 수량: /);
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
