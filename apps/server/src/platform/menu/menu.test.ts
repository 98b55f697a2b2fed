import type { MenuNode } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { menuGrants, menuItems } from './menu.table.js';
import { CATEGORY_PRICE_URL, NOTICE_REGISTER_URL } from './menu-access.js';
import { syncMenu } from './menu-sync.service.js';

let t: TestApp;

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const menuOf = async (cookie: string) => {
  const res = await t.call('GET', '/api/comm/v1.0/menu/list', { cookie });
  expect(res.status).toBe(200);
  return flatten(res.body.response as MenuNode[]);
};

beforeAll(async () => {
  t = await createTestApp();
  await syncMenu(t.db);
  await t.db.insert(menuItems).values([
    {
      menuIdx: 90001,
      menuTitle: '숨김 메뉴',
      menuUrl: '/Hidden',
      menuLevel: 2,
      menuParentIdx: null,
      menuAuth: 'public',
      useYn: 'N',
    },
  ]);
});
afterAll(async () => t.close());

describe('menu endpoint (SPEC §6)', () => {
  it('gives admin the public and admin items only', async () => {
    await t.addAccount({ loginId: 'm-admin', kind: 'staff', role: 'admin' });
    const items = await menuOf(await t.login('m-admin', 'staff'));
    expect(new Set(items.map((i) => i.menu_auth))).toEqual(new Set(['public', 'admin']));
    expect(items.some((i) => i.menu_url === '/Admin/PageAccessStats')).toBe(true);
  });

  it('gives a customer user only cust items', async () => {
    await t.addAccount({ loginId: 'm-cust', kind: 'customer', role: 'cust', customerCode: 'C1' });
    const items = await menuOf(await t.login('m-cust', 'customer'));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.menu_auth === 'cust')).toBe(true);
  });

  it('gives seo only seo items', async () => {
    await t.addAccount({ loginId: 'm-seo', kind: 'seo', role: 'seo', partnerCode: 'SEO' });
    const items = await menuOf(await t.login('m-seo', 'seo'));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.menu_auth === 'seo')).toBe(true);
  });

  it('gives a public user public items plus exactly its own grants, never use_yn N', async () => {
    const granted = await t.addAccount({ loginId: 'm-granted', kind: 'staff', role: 'public' });
    await t.addAccount({ loginId: 'm-plain', kind: 'staff', role: 'public' });
    await t.db.insert(menuGrants).values({ accountId: granted.id, menuIdx: 1002 });
    const plain = await menuOf(await t.login('m-plain', 'staff'));
    const withGrant = await menuOf(await t.login('m-granted', 'staff'));
    expect(plain.every((i) => i.menu_auth === 'public')).toBe(true);
    expect(withGrant.filter((i) => i.menu_auth === 'admin').map((i) => i.menu_idx)).toEqual([1002]);
    expect(withGrant.length).toBe(plain.length + 1);
    expect(withGrant.some((i) => i.menu_url === '/Hidden')).toBe(false);
  });

  it('shows an item only to those the server lets use its screen (SCREEN_ACCESS)', async () => {
    // 공지 등록 writes company notices, which only admins may: public staff never see it.
    await t.addAccount({ loginId: 'm-notice', kind: 'staff', role: 'public' });
    const staffItems = await menuOf(await t.login('m-notice', 'staff'));
    expect(staffItems.some((i) => i.menu_url === NOTICE_REGISTER_URL)).toBe(false);
    expect(staffItems.some((i) => i.menu_url === '/Company/Notice/NoticeSendRegister')).toBe(true);
    await t.addAccount({ loginId: 'm-notice-admin', kind: 'staff', role: 'admin' });
    const adminItems = await menuOf(await t.login('m-notice-admin', 'staff'));
    expect(adminItems.some((i) => i.menu_url === NOTICE_REGISTER_URL)).toBe(true);
    expect(adminItems.some((i) => i.menu_url === CATEGORY_PRICE_URL)).toBe(true);
    // The category-price menu: the granted user sees it, and its endpoints admit that user.
    const granted = await t.addAccount({ loginId: 'm-cp', kind: 'staff', role: 'public' });
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.menuUrl, CATEGORY_PRICE_URL));
    await t.db.insert(menuGrants).values({ accountId: granted.id, menuIdx: item!.menuIdx });
    const grantedCookie = await t.login('m-cp', 'staff');
    expect((await menuOf(grantedCookie)).some((i) => i.menu_url === CATEGORY_PRICE_URL)).toBe(true);
    expect(staffItems.some((i) => i.menu_url === CATEGORY_PRICE_URL)).toBe(false);
    const list = (cookie: string) =>
      t.call('POST', '/api/customer/v1.0/category/price/list', { cookie, body: { customerCode: 'C000001' } });
    // No such customer here: past the access check, the service's own 422.
    expect((await list(grantedCookie)).status).toBe(422);
    expect((await list(await t.login('m-notice', 'staff'))).status).toBe(403);
  });

  it('nests items under their section', async () => {
    await t.addAccount({ loginId: 'm-tree', kind: 'staff', role: 'public' });
    const res = await t.call('GET', '/api/comm/v1.0/menu/list', { cookie: await t.login('m-tree', 'staff') });
    const roots = res.body.response as MenuNode[];
    expect(roots.every((r) => r.menu_level === 1)).toBe(true);
    expect(roots.every((r) => r.children.every((c) => c.menu_parent_idx === r.menu_idx))).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.call('GET', '/api/comm/v1.0/menu/list')).status).toBe(401);
  });
});
