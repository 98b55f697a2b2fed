import type { MenuGrantItem, MenuNode, StaffAccountRow } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PRICE_URL } from '../../platform/menu/menu-access.js';
import { syncMenu } from '../../platform/menu/menu-sync.service.js';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const menuUrls = async (cookie: string) =>
  flatten(await t.ok<MenuNode[]>('GET', '/api/comm/v1.0/menu/list', cookie)).map((n) => n.menu_url);
const listOf = (body: Record<string, unknown>) =>
  t.ok<{ rows: StaffAccountRow[]; total: number }>('POST', '/api/user/v1.0/manage/list', admin, body);

beforeAll(async () => {
  t = await createTestApp();
  await syncMenu(t.db);
  admin = await loginStaff(t, 'sa-admin', 'admin');
});
afterAll(async () => t?.close());

describe('UserManage', () => {
  it('a grant given and revoked changes the menu and the endpoint answer', async () => {
    const created = await t.ok<{ id: number }>('POST', '/api/user/v1.0/save', admin, {
      loginId: 'sa-clerk',
      password: 'clerk-pass-1',
      name: '김직원',
      kind: 'staff',
      role: 'public',
    });
    const grants = await t.ok<MenuGrantItem[]>('GET', `/api/user/v1.0/manage/grants/${created.id}`, admin);
    const item = grants.find((g) => g.url === CATEGORY_PRICE_URL);
    expect(item?.granted).toBe(false);
    const clerk = await t.login('sa-clerk', 'staff', 'clerk-pass-1');
    const priceList = () =>
      t.call('POST', '/api/customer/v1.0/category/price/list', {
        cookie: clerk,
        body: { customerCode: 'C000001' },
      });
    expect(await menuUrls(clerk)).not.toContain(CATEGORY_PRICE_URL);
    expect((await priceList()).status).toBe(403);

    const saved = await t.ok<MenuGrantItem[]>('POST', `/api/user/v1.0/manage/grants/${created.id}`, admin, {
      menuIdx: [item!.menuIdx],
    });
    expect(saved.filter((g) => g.granted).map((g) => g.menuIdx)).toEqual([item!.menuIdx]);
    expect(await menuUrls(clerk)).toContain(CATEGORY_PRICE_URL);
    // Past the access check: the service's own answer (no such customer in this database).
    expect((await priceList()).status).toBe(422);
    const [row] = (await listOf({ filters: [{ field: 'loginId', op: 'eq', value: 'sa-clerk' }] })).rows;
    expect(row?.grantCount).toBe(1);

    await t.ok('POST', `/api/user/v1.0/manage/grants/${created.id}`, admin, { menuIdx: [] });
    expect(await menuUrls(clerk)).not.toContain(CATEGORY_PRICE_URL);
    expect((await priceList()).status).toBe(403);
  });

  it('refuses grants a user may not have, naming the field; nothing is written', async () => {
    const cust = await t.addAccount({
      loginId: 'sa-cust',
      kind: 'customer',
      role: 'cust',
      customerCode: 'C000001',
    });
    const grants = await t.ok<MenuGrantItem[]>('GET', `/api/user/v1.0/manage/grants/${cust.id}`, admin);
    const message = await t.refused(422, 'POST', `/api/user/v1.0/manage/grants/${cust.id}`, admin, {
      menuIdx: [grants[0]!.menuIdx],
    });
    expect(message).toContain('추가 메뉴');
    const clerk = await t.addAccount({ loginId: 'sa-clerk2', kind: 'staff', role: 'public' });
    expect(
      await t.refused(422, 'POST', `/api/user/v1.0/manage/grants/${clerk.id}`, admin, { menuIdx: [999999] }),
    ).toContain('추가 메뉴');
    expect(await t.refused(404, 'GET', '/api/user/v1.0/manage/grants/987654', admin)).toBeTruthy();
  });

  it('changes a role within the kind, ends the sessions, and refuses a role of another kind', async () => {
    const { id } = await t.addAccount({ loginId: 'sa-role', kind: 'staff', role: 'public' });
    const cookie = await t.login('sa-role', 'staff');
    const changed = await t.ok<{ role: string }>('POST', `/api/user/v1.0/manage/role/${id}`, admin, {
      role: 'admin',
    });
    expect(changed.role).toBe('admin');
    expect((await t.call('GET', '/api/user/v1.0/session', { cookie })).status).toBe(401);
    expect(
      await t.refused(422, 'POST', `/api/user/v1.0/manage/role/${id}`, admin, { role: 'cust' }),
    ).toContain('권한');
    const self = (await listOf({ filters: [{ field: 'loginId', op: 'eq', value: 'sa-admin' }] })).rows[0]!;
    await t.refused(422, 'POST', `/api/user/v1.0/manage/role/${self.id}`, admin, { role: 'public' });
  });

  it('shows the lock, unlocks it, and lists the login history; everything is admin-only', async () => {
    const { id } = await t.addAccount({ loginId: 'sa-lock', kind: 'staff', role: 'public' });
    await t.login('sa-lock', 'staff');
    for (let i = 0; i < t.config.loginMaxFailures; i += 1) {
      await t.call('POST', '/api/user/v1.0/login/staff', {
        body: { loginId: 'sa-lock', password: 'wrong-pass' },
      });
    }
    let row = (await listOf({ filters: [{ field: 'loginId', op: 'eq', value: 'sa-lock' }] })).rows[0]!;
    expect(row.locked).toBe(true);
    await t.ok('POST', `/api/user/v1.0/manage/unlock/${id}`, admin);
    row = (await listOf({ keyword: 'sa-lock' })).rows[0]!;
    expect(row.locked).toBe(false);
    expect(row.failedCount).toBe(0);
    await t.login('sa-lock', 'staff');
    const history = await t.ok<{ rows: unknown[]; total: number }>(
      'POST',
      `/api/user/v1.0/manage/login/history/${id}`,
      admin,
      {},
    );
    expect(history.total).toBe(2);
    const staff = await loginStaff(t, 'sa-public');
    await t.refused(403, 'POST', '/api/user/v1.0/manage/list', staff, {});
    await t.refused(403, 'POST', `/api/user/v1.0/manage/unlock/${id}`, staff);
  });

  it('exports the list to Excel', async () => {
    const res = await t.call('POST', '/api/user/v1.0/manage/excel/download', { cookie: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
  });
});
