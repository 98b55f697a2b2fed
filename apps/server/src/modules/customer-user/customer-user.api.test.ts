import type { CustomerSaveResult, CustomerUser } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.table.js';
import { accounts } from '../../platform/auth/account.table.js';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;
let customerA: string;
let customerB: string;

const register = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/customer/v1.0/user/save', { cookie: staff, body });
  return res;
};

/** A user that is set up for a test, not the registration under test: it must succeed. */
const registered = (loginId: string, name: string, customerCode: string) =>
  t.ok<CustomerUser>('POST', '/api/customer/v1.0/user/save', staff, {
    loginId,
    password: 'portal-pass-1',
    name,
    customerCode,
  });

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'cu-staff');
  const a = await t.call('POST', '/api/customer/v1.0/insert', { cookie: staff, body: { name: '에이정비' } });
  const b = await t.call('POST', '/api/customer/v1.0/insert', { cookie: staff, body: { name: '비모터스' } });
  customerA = (a.body.response as CustomerSaveResult).customer.code;
  customerB = (b.body.response as CustomerSaveResult).customer.code;
});
afterAll(async () => t.close());

describe('customer users', () => {
  it('registers a portal login tied to one customer that logs in on the customer page only', async () => {
    const res = await register({
      loginId: 'a.user',
      password: 'portal-pass-1',
      name: '에이 담당',
      customerCode: customerA,
      phone: '01012345678',
      recommendCode: 'EXT001',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.response).toMatchObject({
      customerCode: customerA,
      customerName: '에이정비',
      phone: '010-1234-5678',
      recommendCode: 'EXT001',
    });
    expect(
      (
        await t.call('POST', '/api/user/v1.0/login/customer', {
          body: { loginId: 'a.user', password: 'portal-pass-1' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/user/v1.0/login/staff', {
          body: { loginId: 'a.user', password: 'portal-pass-1' },
        })
      ).body.code,
    ).toBe('E1002');
  });

  it('refuses an unknown customer and writes no account', async () => {
    const res = await register({
      loginId: 'ghost.user',
      password: 'portal-pass-1',
      name: '유령',
      customerCode: 'C999999',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('거래처 코드');
    expect(await t.db.select().from(accounts).where(eq(accounts.loginId, 'ghost.user'))).toEqual([]);
  });

  it('changes and clears the recommender code with an audit trail', async () => {
    const created = await register({
      loginId: 'rec.user',
      password: 'portal-pass-1',
      name: '추천',
      customerCode: customerA,
    });
    const id = (created.body.response as CustomerUser).id;
    const set = await t.call('PUT', `/api/customer/v1.0/user/recommend/code/${id}`, {
      cookie: staff,
      body: { recommendCode: 'EXT777' },
    });
    expect((set.body.response as CustomerUser).recommendCode).toBe('EXT777');
    const cleared = await t.call('PUT', `/api/customer/v1.0/user/recommend/code/null/${id}`, {
      cookie: staff,
    });
    expect((cleared.body.response as CustomerUser).recommendCode).toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['customer-user.recommend.change', 'customer-user.recommend.clear']),
    );
    const bad = await t.refused(422, 'PUT', `/api/customer/v1.0/user/recommend/code/${id}`, staff, {
      recommendCode: '추천 코드',
    });
    expect(bad).toContain('추천인 코드');
  });

  it('lets a customer user read only users of its own customer', async () => {
    const mine = await registered('mine.user', '내 사용자', customerA);
    const theirs = await registered('their.user', '남 사용자', customerB);
    const cookie = await t.login('mine.user', 'customer', 'portal-pass-1');
    expect((await t.call('GET', `/api/customer/v1.0/user/single/${mine.id}`, { cookie })).status).toBe(200);
    const foreign = await t.call('GET', `/api/customer/v1.0/user/single/${theirs.id}`, { cookie });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('남 사용자');
    expect((await t.call('POST', '/api/customer/v1.0/user/all/list', { cookie, body: {} })).status).toBe(403);
  });

  it('lists by customer and keyword, and disabling through update blocks the login', async () => {
    const listRes = await t.call('POST', '/api/customer/v1.0/user/all/list', {
      cookie: staff,
      body: { customerCode: customerB },
    });
    expect((listRes.body.response as { rows: CustomerUser[] }).rows.map((r) => r.loginId)).toEqual([
      'their.user',
    ]);
    const byKeyword = await t.call('POST', '/api/customer/v1.0/user/all/list', {
      cookie: staff,
      body: { keyword: '비모터' },
    });
    expect((byKeyword.body.response as { rows: CustomerUser[] }).rows.map((r) => r.loginId)).toEqual([
      'their.user',
    ]);
    const user = (listRes.body.response as { rows: CustomerUser[] }).rows[0]!;
    const upd = await t.call('POST', `/api/customer/v1.0/user/update/${user.id}`, {
      cookie: staff,
      body: { name: '남 사용자', disabled: true },
    });
    expect(upd.status, upd.body.message).toBe(200);
    expect(
      (
        await t.call('POST', '/api/user/v1.0/login/customer', {
          body: { loginId: 'their.user', password: 'portal-pass-1' },
        })
      ).body.code,
    ).toBe('E1004');
  });

  it('lists dormant users by days without a login', async () => {
    const u = await registered('sleepy.user', '휴면', customerA);
    await t.db.execute(
      sql`update accounts set created_at = now() - interval '200 days', last_login_at = now() - interval '120 days' where id = ${u.id}`,
    );
    const ninety = await t.call('POST', '/api/customer/v1.0/user/dormant/list', { cookie: staff, body: {} });
    expect((ninety.body.response as { rows: CustomerUser[] }).rows.map((r) => r.loginId)).toEqual([
      'sleepy.user',
    ]);
    const longer = await t.call('POST', '/api/customer/v1.0/user/dormant/list', {
      cookie: staff,
      body: { days: 180 },
    });
    expect((longer.body.response as { rows: CustomerUser[] }).rows).toEqual([]);
  });

  it('counts logins per month and per week from the login history', async () => {
    await register({
      loginId: 'busy.user',
      password: 'portal-pass-1',
      name: '자주',
      customerCode: customerA,
    });
    for (let i = 0; i < 3; i += 1) await t.login('busy.user', 'customer', 'portal-pass-1');
    const now = new Date(Date.now() + 9 * 3600_000);
    const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const info = await t.call('POST', '/api/customer/v1.0/user/login/info', {
      cookie: staff,
      body: { searchMonth: month, loginCount: 3 },
    });
    expect(
      (info.body.response as { loginId: string; loginCount: number }[]).find((r) => r.loginId === 'busy.user')
        ?.loginCount,
    ).toBe(3);
    const none = await t.call('POST', '/api/customer/v1.0/user/login/info', {
      cookie: staff,
      body: { searchMonth: '202001', loginCount: 1 },
    });
    expect(none.body.response).toEqual([]);
    const weekly = await t.call('POST', '/api/customer/v1.0/user/login/count/week', {
      cookie: staff,
      body: { weeks: 2 },
    });
    const rows = weekly.body.response as { weekStart: string; logins: number; users: number }[];
    expect(rows[0]!.logins).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.weekStart).toMatch(/^\d{8}$/);
    const badMonth = await t.refused(422, 'POST', '/api/customer/v1.0/user/login/info', staff, {
      searchMonth: '202613',
      loginCount: 1,
    });
    expect(badMonth).toContain('조회 월');
  });
});
