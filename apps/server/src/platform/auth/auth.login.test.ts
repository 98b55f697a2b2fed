import { ACCOUNT_KINDS, type AccountKind, KIND_ROLES, LOGIN_PORTAL_NAMES, LOGIN_PORTALS } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessions } from './account.table.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginIpMaxPerMinute: 10_000, loginAccountMaxPerMinute: 10_000 });
  for (const kind of ACCOUNT_KINDS) {
    await t.addAccount({
      loginId: `k-${kind}`,
      kind,
      role: KIND_ROLES[kind][0]!,
      customerCode: kind === 'customer' ? 'C000001' : undefined,
    });
  }
});
afterAll(async () => t.close());

describe('login pages admit only their own kinds (SPEC §2.4)', () => {
  for (const portal of LOGIN_PORTAL_NAMES) {
    it(`${LOGIN_PORTALS[portal].page} admits ${LOGIN_PORTALS[portal].kinds.join(', ')} and refuses the rest`, async () => {
      for (const kind of ACCOUNT_KINDS) {
        const res = await t.call('POST', `/api/user/v1.0/login/${portal}`, {
          body: { loginId: `k-${kind}`, password: 'test-pass-1234' },
        });
        const admitted = (LOGIN_PORTALS[portal].kinds as readonly AccountKind[]).includes(kind);
        if (admitted) {
          expect(res.status, `${kind} on ${portal}`).toBe(200);
          expect(res.body.code).toBe('S0000');
        } else {
          expect(res.status, `${kind} on ${portal}`).toBe(403);
          expect(res.body.code).toBe('E1002');
        }
      }
    });
  }
});

describe('session', () => {
  it('returns the session values the web keeps (SPEC §3)', async () => {
    const cookie = await t.login('k-staff', 'staff');
    const res = await t.call('GET', '/api/user/v1.0/session', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({
      auth: 'admin',
      id: 'k-staff',
      kind: 'staff',
      AUTH: 'system',
      COMPANY_CODE: '00001',
      mode: 'PROD',
    });
    expect((res.body.response as { loginTime: string }).loginTime).toMatch(/^\d{14}$/);
  });

  it('sets an HttpOnly SameSite=Lax cookie holding a 128-bit id', async () => {
    const res = await t.call('POST', '/api/user/v1.0/login/staff', {
      body: { loginId: 'k-staff', password: 'test-pass-1234' },
    });
    const header = String(res.raw.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    const value = header.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(value, 'base64url')).toHaveLength(16);
  });

  it('gives a new session id at every login and keeps only its hash in the database', async () => {
    const a = await t.login('k-staff', 'staff');
    const b = await t.login('k-staff', 'staff');
    expect(a).not.toBe(b);
    const rows = await t.db.select({ idHash: sessions.idHash }).from(sessions);
    const token = a.split('=')[1]!;
    expect(rows.some((r) => r.idHash === token)).toBe(false);
  });

  it('ends the session on logout', async () => {
    const cookie = await t.login('k-staff', 'staff');
    expect((await t.call('POST', '/api/user/v1.0/logout', { cookie })).status).toBe(200);
    await t.refused(401, 'GET', '/api/user/v1.0/session', cookie);
  });

  it('refuses a session idle past the idle time-out', async () => {
    const cookie = await t.login('k-mobile', 'mobile');
    await t.db.execute(sql`update sessions set last_seen_at = now() - interval '1 day'`);
    const res = await t.call('GET', '/api/user/v1.0/session', { cookie });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E1006');
  });

  it('refuses a session past its absolute time-out even when active', async () => {
    const cookie = await t.login('k-seo', 'seo');
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await t.call('GET', '/api/user/v1.0/session', { cookie })).status).toBe(401);
  });

  it('refuses an unknown or malformed cookie as not logged in', async () => {
    expect(
      (await t.call('GET', '/api/user/v1.0/session', { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAA' })).status,
    ).toBe(401);
    expect((await t.call('GET', '/api/user/v1.0/session', { cookie: "sid=' or 1=1 --" })).status).toBe(401);
  });
});

describe('wrong passwords, lockout and disabled accounts', () => {
  it('answers the same E1001 for an unknown id and a wrong password', async () => {
    const unknown = await t.call('POST', '/api/user/v1.0/login/staff', {
      body: { loginId: 'nobody', password: 'x' },
    });
    const wrong = await t.call('POST', '/api/user/v1.0/login/staff', {
      body: { loginId: 'k-purchase', password: 'x' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.code).toBe('E1001');
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('locks an account after repeated failures, even for the right password, until the lock ends', async () => {
    await t.addAccount({ loginId: 'lock-me', kind: 'staff', role: 'public' });
    const codes: string[] = [];
    for (let i = 0; i < t.config.loginMaxFailures; i += 1) {
      const res = await t.call('POST', '/api/user/v1.0/login/staff', {
        body: { loginId: 'lock-me', password: 'wrong' },
      });
      codes.push(res.body.code);
    }
    // A locked account answers exactly as a wrong password does, the locking attempt included:
    // a guesser must not learn that the id exists.
    expect(codes.every((c) => c === 'E1001')).toBe(true);
    const right = await t.call('POST', '/api/user/v1.0/login/staff', {
      body: { loginId: 'lock-me', password: 'test-pass-1234' },
    });
    const unknown = await t.call('POST', '/api/user/v1.0/login/staff', {
      body: { loginId: 'lock-me-not', password: 'test-pass-1234' },
    });
    expect(right.status).toBe(401);
    expect(right.body).toEqual(unknown.body);
    // The lock shows in the admin's account list.
    await t.addAccount({ loginId: 'lock-admin', kind: 'staff', role: 'admin' });
    const admin = await t.login('lock-admin', 'staff');
    const list = await t.call('POST', '/api/user/v1.0/list', { cookie: admin, body: { keyword: 'lock-me' } });
    const row = (
      list.body.response as { rows?: { loginId: string; lockedUntil: string | null }[] }
    ).rows?.find((r) => r.loginId === 'lock-me');
    expect(row?.lockedUntil).toBeTruthy();
    await t.db.execute(
      sql`update accounts set locked_until = now() - interval '1 second' where login_id = 'lock-me'`,
    );
    expect((await t.login('lock-me', 'staff')).startsWith('sid=')).toBe(true);
  });

  it('resets the failure count after a successful login', async () => {
    await t.addAccount({ loginId: 'reset-me', kind: 'staff', role: 'public' });
    for (let i = 0; i < t.config.loginMaxFailures - 1; i += 1) {
      await t.call('POST', '/api/user/v1.0/login/staff', {
        body: { loginId: 'reset-me', password: 'wrong' },
      });
    }
    await t.login('reset-me', 'staff');
    const res = await t.call('POST', '/api/user/v1.0/login/staff', {
      body: { loginId: 'reset-me', password: 'wrong' },
    });
    expect(res.body.code).toBe('E1001');
  });

  it('refuses a disabled account with E1004', async () => {
    await t.addAccount({ loginId: 'off', kind: 'staff', role: 'public', disabled: true });
    const res = await t.call('POST', '/api/user/v1.0/login/staff', {
      body: { loginId: 'off', password: 'test-pass-1234' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('E1004');
  });

  it('names the empty fields in Korean', async () => {
    const res = await t.call('POST', '/api/user/v1.0/login/staff', { body: { loginId: '', password: '' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('아이디');
    expect(res.body.message).toContain('비밀번호');
  });
});

describe('login rate limits', () => {
  it('limits attempts per IP per minute', async () => {
    const limited = await createTestApp({ loginIpMaxPerMinute: 3, loginAccountMaxPerMinute: 100 });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await limited.call('POST', '/api/user/v1.0/login/staff', {
          body: { loginId: `guess${i}`, password: 'x' },
          ip: '10.9.9.9',
        });
        codes.push(res.body.code);
      }
      expect(codes).toEqual(['E1001', 'E1001', 'E1001', 'E1005', 'E1005']);
      // A login refused for its input (a NUL in the id, PostgreSQL's 500 before) is a 422 naming
      // the field, and counts toward the limit like a wrong password.
      const nul: { status: number; code: string; message: string }[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.call('POST', '/api/user/v1.0/login/staff', {
          body: { loginId: `x\u0000${i}`, password: 'y' },
          ip: '10.9.9.7',
        });
        nul.push({ status: res.status, code: res.body.code, message: res.body.message });
      }
      expect(nul.map((r) => r.code)).toEqual(['E0422', 'E0422', 'E0422', 'E1005']);
      expect(nul[0]?.message).toMatch(/^아이디: /);
      const after = await limited.call('POST', '/api/user/v1.0/login/staff', {
        body: { loginId: 'guess8', password: 'x' },
        ip: '10.9.9.7',
      });
      expect(after.body.code).toBe('E1005');
      const other = await limited.call('POST', '/api/user/v1.0/login/staff', {
        body: { loginId: 'guess9', password: 'x' },
        ip: '10.9.9.8',
      });
      expect(other.body.code).toBe('E1001');
      // A body that is not JSON at all is refused in Korean and counts too.
      const malformed: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/user/v1.0/login/staff',
          headers: { 'content-type': 'application/json' },
          payload: '{"loginId":',
          remoteAddress: '10.9.9.6',
        });
        const answer = res.json() as { code: string; message: string };
        expect(answer.message).toMatch(/[가-힣]/);
        malformed.push(answer.code);
      }
      expect(malformed).toEqual(['E0422', 'E0422', 'E0422', 'E1005']);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per account per minute across IPs', async () => {
    const limited = await createTestApp({
      loginIpMaxPerMinute: 100,
      loginAccountMaxPerMinute: 2,
      loginMaxFailures: 50,
    });
    try {
      await limited.addAccount({ loginId: 'target', kind: 'staff', role: 'public' });
      const codes: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.call('POST', '/api/user/v1.0/login/staff', {
          body: { loginId: 'target', password: 'x' },
          ip: `10.0.0.${i + 1}`,
        });
        codes.push(res.body.code);
      }
      expect(codes).toEqual(['E1001', 'E1001', 'E1005', 'E1005']);
    } finally {
      await limited.close();
    }
  });
});

describe('housekeeping', () => {
  it('purges expired sessions and old login attempts but keeps live sessions', async () => {
    const { purgeExpiredSessions } = await import('./session.service.js');
    const live = await t.login('k-staff', 'staff');
    const stale = await t.login('k-client', 'client');
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 minute'
      where account_id = (select id from accounts where login_id = 'k-client')`);
    await t.db.execute(sql`insert into login_attempts (login_id, ip, portal, success, at)
      values ('old', '1.1.1.1', 'staff', false, now() - interval '2 days')`);
    await purgeExpiredSessions(t.db, { idleMinutes: t.config.sessionIdleMinutes, absoluteHours: 12 });
    expect((await t.call('GET', '/api/user/v1.0/session', { cookie: live })).status).toBe(200);
    expect(stale).not.toBe('');
    const staleRows = await t.db.execute(sql`select count(*)::int as n from sessions
      where account_id = (select id from accounts where login_id = 'k-client')`);
    expect((staleRows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const old = await t.db.execute(sql`select count(*)::int as n from login_attempts where login_id = 'old'`);
    expect((old as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
