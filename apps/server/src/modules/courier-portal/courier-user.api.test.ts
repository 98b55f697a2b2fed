import type { CourierToday, CourierUser, ListPage } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDeskApp } from '../../test/fixtures.js';

// Head office manages the courier companies' accounts: a registered Kyungdong user logs in on the
// courier page with role cirkep and its company; a modification stops it; only courier accounts
// are reachable, and neither a courier nor a customer may call these endpoints.

const { t, admin, clerk } = await orderDeskApp('cu');
let courier: string;

beforeAll(async () => {
  await t.addAccount({ loginId: 'cu-kd', kind: 'courier', role: 'cirkep', partnerCode: 'KYUNGDONG' });
  courier = await t.login('cu-kd', 'courier');
  await t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
    code: 'KD',
    name: '경동택배',
    kind: 'courier',
    courierName: '경동택배',
    fee: 4000,
  });
});

describe('courier users', () => {
  it('registers a Kyungdong user who then logs in on the courier page as its company', async () => {
    const made = await t.ok<CourierUser>('POST', '/api/courier/v1.0/user/insert', clerk, {
      company: 'KYUNGDONG',
      loginId: 'kd-new',
      password: 'courier-pass-1',
      name: '경동 신입',
      phone: '010-1234-5678',
    });
    expect(made).toMatchObject({
      company: 'KYUNGDONG',
      companyName: '경동택배',
      loginId: 'kd-new',
      disabled: false,
    });
    const session = await t.login('kd-new', 'courier', 'courier-pass-1');
    const today = await t.ok<CourierToday>('GET', '/api/courier/v1.0/today/list', session);
    expect(today.companyName).toBe('경동택배');
    // The same login id again is refused, whatever its case.
    await t.refused(409, 'POST', '/api/courier/v1.0/user/insert', clerk, {
      company: 'KYUNGDONG',
      loginId: 'KD-NEW',
      password: 'courier-pass-1',
      name: '중복',
    });
  });

  it('refuses a short password and an unknown company naming the field', async () => {
    expect(
      await t.refused(422, 'POST', '/api/courier/v1.0/user/insert', clerk, {
        company: 'KYUNGDONG',
        loginId: 'kd-short',
        password: 'short',
        name: '짧은 비번',
      }),
    ).toContain('비밀번호');
    expect(
      await t.refused(422, 'POST', '/api/courier/v1.0/user/insert', clerk, {
        company: 'CJ',
        loginId: 'kd-cj',
        password: 'courier-pass-1',
        name: '없는 택배사',
      }),
    ).toContain('택배사');
  });

  it('lists every courier account, and a stop ends the sessions and hides it from the list', async () => {
    const made = await t.ok<CourierUser>('POST', '/api/courier/v1.0/user/insert', admin, {
      company: 'KYUNGDONG',
      loginId: 'kd-stop',
      password: 'courier-pass-1',
      name: '중지될 사용자',
    });
    const session = await t.login('kd-stop', 'courier', 'courier-pass-1');
    const list = await t.ok<ListPage<CourierUser>>('POST', '/api/courier/v1.0/user/list', clerk, {});
    expect(list.rows.map((r) => r.loginId)).toEqual(expect.arrayContaining(['kd-stop', 'cu-kd']));
    expect(list.rows.every((r) => r.company === 'KYUNGDONG')).toBe(true);

    const stopped = await t.ok<CourierUser>('POST', `/api/courier/v1.0/user/modify/${made.id}`, clerk, {
      name: '중지된 사용자',
      phone: null,
      disabled: true,
    });
    expect(stopped).toMatchObject({ name: '중지된 사용자', disabled: true });
    await t.refused(401, 'GET', '/api/courier/v1.0/today/list', session);
    const active = await t.ok<ListPage<CourierUser>>('POST', '/api/courier/v1.0/user/list', clerk, {
      keyword: 'kd-stop',
    });
    expect(active.rows).toEqual([]);
    const all = await t.ok<ListPage<CourierUser>>('POST', '/api/courier/v1.0/user/list', clerk, {
      keyword: 'kd-stop',
      includeDisabled: true,
    });
    expect(all.rows.map((r) => r.loginId)).toEqual(['kd-stop']);
  });

  it('changes the password with argon2 so the old one no longer logs in', async () => {
    const made = await t.ok<CourierUser>('POST', '/api/courier/v1.0/user/insert', clerk, {
      company: 'KYUNGDONG',
      loginId: 'kd-pass',
      password: 'courier-pass-1',
      name: '비번 변경',
    });
    await t.ok('POST', `/api/courier/v1.0/user/modify/${made.id}`, clerk, {
      name: '비번 변경',
      password: 'courier-pass-2',
      disabled: false,
    });
    await expect(t.login('kd-pass', 'courier', 'courier-pass-1')).rejects.toThrow();
    expect(await t.login('kd-pass', 'courier', 'courier-pass-2')).toBeTruthy();
  });

  it('reads another kind of account as a missing courier user, and admits staff only', async () => {
    const staffId = (await t.addAccount({ loginId: 'cu-staff', kind: 'staff', role: 'public' })).id;
    const missing = await t.refused(404, 'GET', `/api/courier/v1.0/user/single/${staffId}`, clerk);
    const none = await t.refused(404, 'GET', '/api/courier/v1.0/user/single/999999', clerk);
    expect(missing).toBe(none);
    await t.refused(404, 'POST', `/api/courier/v1.0/user/modify/${staffId}`, clerk, {
      name: '바꿀 수 없음',
      disabled: true,
    });
    await t.refused(403, 'POST', '/api/courier/v1.0/user/list', courier, {});
    await t.refused(403, 'POST', '/api/courier/v1.0/user/insert', courier, {
      company: 'KYUNGDONG',
      loginId: 'kd-self',
      password: 'courier-pass-1',
      name: '스스로',
    });
  });
});
