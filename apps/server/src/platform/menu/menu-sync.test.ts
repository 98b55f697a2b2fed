import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { menuItems } from './menu.table.js';
import type { MenuSection } from './menu-catalogue.js';
import { syncMenu } from './menu-sync.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const VERSION_1: MenuSection[] = [
  {
    title: '수주',
    icon: 'cart',
    auth: 'public',
    items: [
      ['주문 목록', '/A/List'],
      ['주문 등록', '/A/Register'],
    ],
  },
  { title: '관리자', icon: 'setting', auth: 'admin', items: [['관리자 메인', '/Admin/Main']] },
];
// The next version: an item inserted in the middle of a section, one at its end, a new section.
const VERSION_2: MenuSection[] = [
  {
    title: '수주',
    icon: 'cart',
    auth: 'public',
    items: [
      ['주문 목록', '/A/List'],
      ['주문 현황', '/A/Status'],
      ['주문 등록', '/A/Register'],
      ['주문 로그', '/A/Log'],
    ],
  },
  { title: '관리자', icon: 'setting', auth: 'admin', items: [['관리자 메인', '/Admin/Main']] },
  { title: '매입', icon: 'inbox', auth: 'public', items: [['매입 목록', '/P/List']] },
];

const rows = () =>
  t.db
    .select({
      idx: menuItems.menuIdx,
      title: menuItems.menuTitle,
      url: menuItems.menuUrl,
      parent: menuItems.menuParentIdx,
      use: menuItems.useYn,
    })
    .from(menuItems)
    .orderBy(asc(menuItems.menuIdx));

describe('syncMenu (the menu of a new version reaches an existing installation)', () => {
  it('numbers a fresh menu by section, adds only what is missing later, and never changes what is there', async () => {
    await t.db.execute(sql`delete from menu_grants`);
    await t.db.execute(sql`delete from menu_items`);
    expect(await syncMenu(t.db, VERSION_1)).toBe(5);
    expect((await rows()).map((r) => [r.idx, r.url])).toEqual([
      [1000, null],
      [1001, '/A/List'],
      [1002, '/A/Register'],
      [2000, null],
      [2001, '/Admin/Main'],
    ]);
    // An administrator renames one item and hides another.
    await t.db.update(menuItems).set({ menuTitle: '주문 조회' }).where(eq(menuItems.menuIdx, 1001));
    await t.db.update(menuItems).set({ useYn: 'N' }).where(eq(menuItems.menuIdx, 1002));

    expect(await syncMenu(t.db, VERSION_2)).toBe(4);
    const after = await rows();
    expect(after.map((r) => [r.idx, r.url, r.parent])).toEqual([
      [1000, null, null],
      [1001, '/A/List', 1000],
      [1002, '/A/Register', 1000],
      [1003, '/A/Status', 1000],
      [1004, '/A/Log', 1000],
      [2000, null, null],
      [2001, '/Admin/Main', 2000],
      [3000, null, null],
      [3001, '/P/List', 3000],
    ]);
    expect(after.find((r) => r.idx === 1001)).toMatchObject({ title: '주문 조회' });
    expect(after.find((r) => r.idx === 1002)).toMatchObject({ use: 'N' });
    // A second start adds nothing.
    expect(await syncMenu(t.db, VERSION_2)).toBe(0);
  });

  it('builds the product menu on an empty database and is idempotent', async () => {
    await t.db.execute(sql`delete from menu_grants`);
    await t.db.execute(sql`delete from menu_items`);
    const added = await syncMenu(t.db);
    expect(added).toBeGreaterThan(100);
    expect(await syncMenu(t.db)).toBe(0);
    const [purchaseList] = await t.db
      .select({ idx: menuItems.menuIdx })
      .from(menuItems)
      .where(eq(menuItems.menuUrl, '/PurchaseManager/PurchaseList'));
    expect(purchaseList).toBeDefined();
  });
});
