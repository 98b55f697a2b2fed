import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A page on another site can make the browser send the session cookie with a form POST or a
// socket; SameSite=Lax is not the only guard: the server refuses any state-changing request and
// any WebSocket upgrade from a foreign origin, and a body that is not JSON.
let t: TestApp;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'xs-staff');
  admin = await loginStaff(t, 'xs-admin', 'admin');
  await t.app.ready();
});
afterAll(async () => t.close());

const EVIL = 'https://evil.example';

const send = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  headers: Record<string, string>,
  payload?: string,
) => t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });

describe('cross-site requests', () => {
  it('refuses POST, PUT and DELETE from a foreign Origin with E0403, the session cookie notwithstanding', async () => {
    const cases: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['POST', '/api/user/v1.0/disable/1'],
      ['POST', '/api/order/v1.0/fix/O20261126-0001'],
      ['POST', '/api/notice/v1.0/save', { title: 'x', content: 'y' }],
      ['PUT', '/api/customer/v1.0/present/situation/C000001', { status: 'normal', version: 1 }],
      ['DELETE', '/api/product/v1.0/related/delete/1'],
    ];
    for (const [method, url, body] of cases) {
      const res = await send(
        method,
        url,
        {
          cookie: admin,
          origin: EVIL,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body ? JSON.stringify(body) : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('E0403');
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });

  it('refuses login and logout from a foreign origin too', async () => {
    const login = await send(
      'POST',
      '/api/user/v1.0/login/staff',
      { origin: EVIL, 'content-type': 'application/json' },
      JSON.stringify({ loginId: 'xs-staff', password: 'test-pass-1234' }),
    );
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    const logout = await send('POST', '/api/user/v1.0/logout', { cookie: staff, origin: EVIL });
    expect(logout.statusCode).toBe(403);
    expect((await t.call('GET', '/api/user/v1.0/session', { cookie: staff })).status).toBe(200);
  });

  it('refuses a browser request the browser itself marks cross-site, and Origin: null', async () => {
    const site = await send('POST', '/api/user/v1.0/logout', {
      cookie: staff,
      'sec-fetch-site': 'cross-site',
    });
    expect(site.statusCode).toBe(403);
    const sameSite = await send('POST', '/api/user/v1.0/logout', {
      cookie: staff,
      'sec-fetch-site': 'same-site',
    });
    expect(sameSite.statusCode).toBe(403);
    const nullOrigin = await send('POST', '/api/user/v1.0/logout', { cookie: staff, origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    // Another port on the same host is another origin.
    const port = await send('POST', '/api/user/v1.0/logout', {
      cookie: staff,
      origin: 'http://localhost:8081',
    });
    expect(port.statusCode).toBe(403);
    expect((await t.call('GET', '/api/user/v1.0/session', { cookie: staff })).status).toBe(200);
  });

  it("admits the app's own pages: same Origin and Sec-Fetch-Site same-origin", async () => {
    const own = await send(
      'POST',
      '/api/user/v1.0/login/staff',
      {
        origin: 'http://localhost',
        host: 'localhost',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      JSON.stringify({ loginId: 'xs-staff', password: 'test-pass-1234' }),
    );
    expect(own.statusCode).toBe(200);
    const proxied = await send(
      'POST',
      '/api/comm/v1.0/notification/read',
      {
        cookie: staff,
        origin: 'http://erp.example.kr:3000',
        host: 'erp.example.kr:3000',
        'content-type': 'application/json',
      },
      JSON.stringify({ all: true }),
    );
    expect(proxied.statusCode).not.toBe(403);
    // A foreign origin may still read nothing-changing GETs (CORS keeps the answer from it).
    const get = await send('GET', '/api/user/v1.0/session', { cookie: staff, origin: EVIL });
    expect(get.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON (text/plain, form) with E0415, even from no origin', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const res = await send(
        'POST',
        '/api/user/v1.0/login/staff',
        { 'content-type': type },
        '{"loginId":"xs-staff","password":"test-pass-1234"}',
      );
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code).toBe('E0415');
      expect(res.json().message).toContain('JSON');
    }
    const noBody = await send(
      'POST',
      '/api/order/v1.0/fix/O1',
      { cookie: admin, 'content-type': 'text/plain' },
      'x',
    );
    expect(noBody.statusCode).toBe(415);
  });

  it('refuses a WebSocket upgrade from a foreign origin and admits its own', async () => {
    await expect(
      t.app.injectWS('/api/realtime/v1.0/user/xs-staff', { headers: { cookie: staff, origin: EVIL } }),
    ).rejects.toThrow(/403/);
    const socket: WebSocket = await t.app.injectWS('/api/realtime/v1.0/user/xs-staff', {
      headers: { cookie: staff, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(socket.readyState).toBe(1);
    socket.terminate();
  });
});
