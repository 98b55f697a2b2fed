import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.table.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'acc-admin', 'admin');
});
afterAll(async () => t.close());

const create = (body: Record<string, unknown>) =>
  t.call('POST', '/api/user/v1.0/save', { cookie: admin, body });
/** The body of a new account: a staff clerk with password-1 unless `extra` says otherwise. */
const accountBody = (loginId: string, name: string, extra: Record<string, unknown> = {}) => ({
  loginId,
  password: 'password-1',
  name,
  kind: 'staff',
  role: 'public',
  ...extra,
});
/** A staff account made through the endpoint and logged in: its id and Cookie header value. */
const loggedInClerk = async (loginId: string, name: string) => {
  const { id } = await t.ok<{ id: number }>('POST', '/api/user/v1.0/save', admin, accountBody(loginId, name));
  return { id, cookie: await t.login(loginId, 'staff', 'password-1') };
};

describe('account administration', () => {
  it('creates an account that can log in on its own page, with an audit row without the password', async () => {
    const res = await create(
      accountBody('new.driver', '새 기사', { password: 'driver-pass-1', kind: 'mobile' }),
    );
    expect(res.status, res.body.message).toBe(200);
    const id = (res.body.response as { id: number }).id;
    const login = await t.call('POST', '/api/user/v1.0/login/mobile', {
      body: { loginId: 'new.driver', password: 'driver-pass-1' },
    });
    expect(login.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, String(id))));
    expect(row?.action).toBe('account.create');
    expect(JSON.stringify(row?.after)).not.toContain('driver-pass-1');
  });

  it('refuses a duplicate login id, case-insensitively', async () => {
    await create(accountBody('dup.user', '중복'));
    const res = await create(accountBody('DUP.user', '중복'));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('E1007');
    const check = await t.call('GET', '/api/user/v1.0/check/duplicate/Dup.User', { cookie: admin });
    expect(check.body.response).toEqual({ duplicate: true });
  });

  it('refuses a role the kind cannot hold and a customer user without a customer', async () => {
    const wrongRole = await create(
      accountBody('cust.admin', 'x', { kind: 'customer', role: 'admin', customerCode: 'C1' }),
    );
    expect(wrongRole.status).toBe(422);
    expect(wrongRole.body.message).toContain('권한');
    const noCustomer = await create(accountBody('cust.none', 'x', { kind: 'customer', role: 'cust' }));
    expect(noCustomer.status).toBe(422);
    expect(noCustomer.body.message).toContain('거래처 코드');
  });

  it('names short passwords and bad ids in Korean', async () => {
    const res = await create({ loginId: 'a b', password: 'short', name: '', kind: 'nope', role: 'public' });
    expect(res.status).toBe(422);
    for (const label of ['아이디', '비밀번호', '이름', '계정 종류'])
      expect(res.body.message).toContain(label);
  });

  it('disabling ends the sessions of the account and blocks its login', async () => {
    const { id, cookie } = await loggedInClerk('to.disable', '중지');
    expect((await t.call('POST', `/api/user/v1.0/disable/${id}`, { cookie: admin })).status).toBe(200);
    expect((await t.call('GET', '/api/user/v1.0/session', { cookie })).status).toBe(401);
    const again = await t.call('POST', '/api/user/v1.0/login/staff', {
      body: { loginId: 'to.disable', password: 'password-1' },
    });
    expect(again.body.code).toBe('E1004');
    const listed = await t.call('POST', '/api/user/v1.0/list', {
      cookie: admin,
      body: { keyword: 'to.disable', includeDisabled: true },
    });
    expect((listed.body.response as { rows: { disabled: boolean }[] }).rows[0]?.disabled).toBe(true);
  });

  it('a password reset ends sessions and the new password works', async () => {
    const { id, cookie } = await loggedInClerk('to.reset', '초기화');
    const reset = await t.call('POST', `/api/user/v1.0/password/reset/${id}`, {
      cookie: admin,
      body: { password: 'password-2' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/user/v1.0/session', { cookie })).status).toBe(401);
    expect((await t.login('to.reset', 'staff', 'password-2')).length).toBeGreaterThan(4);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((a) => a.action)).toContain('account.password.reset');
  });

  it('answers 404 E1008 for an unknown account', async () => {
    const res = await t.call('POST', '/api/user/v1.0/disable/999999', { cookie: admin });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E1008');
  });
});
