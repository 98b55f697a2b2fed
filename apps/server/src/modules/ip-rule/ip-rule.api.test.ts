import type { IpRule, IpRuleList } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { ipInRanges } from './ip-rule.service.js';

let t: TestApp;
let admin: string;

const loginFrom = (loginId: string, ip: string, portal = 'staff') =>
  t.call('POST', `/api/user/v1.0/login/${portal}`, { ip, body: { loginId, password: TEST_PASSWORD } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'ip-admin', 'admin');
});
afterAll(async () => t?.close());

describe('IP rules', () => {
  it('matches IPv4 ranges, single addresses, mapped IPv6 and IPv6 ranges', () => {
    expect(ipInRanges('192.168.0.77', ['192.168.0.0/24'])).toBe(true);
    expect(ipInRanges('192.168.1.77', ['192.168.0.0/24'])).toBe(false);
    expect(ipInRanges('::ffff:10.0.0.5', ['10.0.0.5'])).toBe(true);
    expect(ipInRanges('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipInRanges('2001:db9::1', ['2001:db8::/32'])).toBe(false);
  });

  it('refuses a login from outside the company range with a Korean reason, and logs it', async () => {
    await t.addAccount({ loginId: 'ip-clerk', kind: 'staff', role: 'public' });
    await t.addAccount({ loginId: 'ip-cust', kind: 'customer', role: 'cust', customerCode: 'C000001' });
    // The admin works from 127.0.0.1 (inject's address): a company rule leaving it out is refused.
    const lockout = await t.refused(422, 'POST', '/api/ip/v1.0/save', admin, {
      scope: 'company',
      range: '10.0.0.0/8',
    });
    expect(lockout).toContain('허용 주소');
    await t.ok<IpRule>('POST', '/api/ip/v1.0/save', admin, {
      scope: 'company',
      range: '127.0.0.0/8',
      memo: '서버',
    });
    await t.ok<IpRule>('POST', '/api/ip/v1.0/save', admin, {
      scope: 'company',
      range: '10.1.0.0/16',
      memo: '본사',
    });

    expect((await loginFrom('ip-clerk', '10.1.2.3')).status).toBe(200);
    const refused = await loginFrom('ip-clerk', '203.0.113.9');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('E1010');
    expect(refused.body.message).toContain('허용되지 않은 접속 주소(203.0.113.9)');
    // A customer is not bound by company rules; a wrong password still answers as a wrong password.
    expect((await loginFrom('ip-cust', '203.0.113.9', 'customer')).status).toBe(200);
    const wrong = await t.call('POST', '/api/user/v1.0/login/staff', {
      ip: '203.0.113.9',
      body: { loginId: 'ip-clerk', password: 'nope-nope' },
    });
    expect(wrong.body.code).toBe('E1001');

    const list = await t.ok<IpRuleList>('GET', '/api/ip/v1.0/company/list', admin);
    expect(list.refusals[0]).toMatchObject({ loginId: 'ip-clerk', ip: '203.0.113.9', portal: 'staff' });
    expect(list.rules.filter((r) => r.scope === 'company')).toHaveLength(2);
  });

  it('a user rule admits that user from its own address; deleting rules opens the door again', async () => {
    await t.addAccount({ loginId: 'ip-remote', kind: 'staff', role: 'public' });
    expect((await loginFrom('ip-remote', '198.51.100.7')).status).toBe(403);
    const rule = await t.ok<IpRule>('POST', '/api/ip/v1.0/save', admin, {
      scope: 'user',
      loginId: 'IP-REMOTE',
      range: '198.51.100.7',
    });
    expect(rule.loginId).toBe('ip-remote');
    expect((await loginFrom('ip-remote', '198.51.100.7')).status).toBe(200);
    expect((await loginFrom('ip-clerk', '198.51.100.7')).status).toBe(403);
    await t.refused(409, 'POST', '/api/ip/v1.0/save', admin, {
      scope: 'user',
      loginId: 'ip-remote',
      range: '198.51.100.7',
    });

    const { rules } = await t.ok<IpRuleList>('GET', '/api/ip/v1.0/company/list', admin);
    for (const r of rules) await t.ok('DELETE', `/api/ip/v1.0/detail/delete/${r.id}`, admin);
    expect((await loginFrom('ip-clerk', '203.0.113.9')).status).toBe(200);
    await t.refused(404, 'DELETE', `/api/ip/v1.0/detail/delete/${rule.id}`, admin);
  });

  it('names the field of bad input and admits only admins', async () => {
    const bad = await t.call('POST', '/api/ip/v1.0/save', {
      cookie: admin,
      body: { scope: 'company', range: '999.1.1.1/40' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('허용 주소');
    const user = await t.call('POST', '/api/ip/v1.0/save', {
      cookie: admin,
      body: { scope: 'user', range: '10.0.0.1' },
    });
    expect(user.body.message).toContain('사용자 아이디');
    const staff = await loginStaff(t, 'ip-public');
    await t.refused(403, 'GET', '/api/ip/v1.0/company/list', staff);
  });
});
