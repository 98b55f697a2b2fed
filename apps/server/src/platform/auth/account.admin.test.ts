import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.table.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.addAccount({ loginId: 'acc-admin', kind: 'staff', role: 'admin' });
  admin = await t.login('acc-admin', 'staff');
});
afterAll(async () => t.close());

const create = (body: Record<string, unknown>) =>
  t.call('POST', '/api/user/v1.0/save', { cookie: admin, body });

describe('account administration', () => {
  it('creates an account that can log in on its own page, with an audit row without the password', async () => {
    const res = await create({
      loginId: 'new.driver',
      password: 'driver-pass-1',
      name: '새 기사',
      kind: 'mobile',
      role: 'public',
    });
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
    await create({
      loginId: 'dup.user',
      password: 'password-1',
      name: '중복',
      kind: 'staff',
      role: 'public',
    });
    const res = await create({
      loginId: 'DUP.user',
      password: 'password-1',
      name: '중복',
      kind: 'staff',
      role: 'public',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('E1007');
    const check = await t.call('GET', '/api/user/v1.0/check/duplicate/Dup.User', { cookie: admin });
    expect(check.body.response).toEqual({ duplicate: true });
  });

  it('refuses a role the kind cannot hold and a customer user without a customer', async () => {
    const wrongRole = await create({
      loginId: 'cust.admin',
      password: 'password-1',
      name: 'x',
      kind: 'customer',
      role: 'admin',
      customerCode: 'C1',
    });
    expect(wrongRole.status).toBe(422);
    expect(wrongRole.body.message).toContain('권한');
    const noCustomer = await create({
      loginId: 'cust.none',
      password: 'password-1',
      name: 'x',
      kind: 'customer',
      role: 'cust',
    });
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
    const res = await create({
      loginId: 'to.disable',
      password: 'password-1',
      name: '중지',
      kind: 'staff',
      role: 'public',
    });
    const id = (res.body.response as { id: number }).id;
    const cookie = await t.login('to.disable', 'staff', 'password-1');
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
    const res = await create({
      loginId: 'to.reset',
      password: 'password-1',
      name: '초기화',
      kind: 'staff',
      role: 'public',
    });
    const id = (res.body.response as { id: number }).id;
    const cookie = await t.login('to.reset', 'staff', 'password-1');
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
