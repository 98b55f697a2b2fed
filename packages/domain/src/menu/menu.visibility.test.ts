import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu.schema.js';
import { buildMenuTree, isMenuVisible, OWN_MENU_ROLES } from './menu.visibility.js';

const item = (idx: number, auth: MenuItem['menu_auth'], extra: Partial<MenuItem> = {}): MenuItem => ({
  menu_idx: idx,
  menu_title: `메뉴${idx}`,
  menu_url: `/m/${idx}`,
  menu_icon: null,
  menu_level: 2,
  menu_parent_idx: null,
  menu_auth: auth,
  use_yn: 'Y',
  ...extra,
});

const none = new Set<number>();

describe('menu visibility (SPEC §6)', () => {
  it('shows admin the public and admin items only', () => {
    expect(isMenuVisible(item(1, 'public'), 'admin', none)).toBe(true);
    expect(isMenuVisible(item(2, 'admin'), 'admin', none)).toBe(true);
    expect(isMenuVisible(item(3, 'cust'), 'admin', none)).toBe(false);
    expect(isMenuVisible(item(4, 'seo'), 'admin', none)).toBe(false);
  });

  it('shows every other named role only items of its own role', () => {
    expect(OWN_MENU_ROLES).toHaveLength(10);
    for (const role of OWN_MENU_ROLES) {
      expect(isMenuVisible(item(1, role), role, none)).toBe(true);
      expect(isMenuVisible(item(2, 'public'), role, none)).toBe(false);
      expect(isMenuVisible(item(3, 'admin'), role, none)).toBe(false);
    }
  });

  it('does not let a grant widen a named role', () => {
    expect(isMenuVisible(item(9, 'admin'), 'cust', new Set([9]))).toBe(false);
  });

  it('shows the fall-through group public items plus its granted items', () => {
    const granted = new Set([7]);
    expect(isMenuVisible(item(1, 'public'), 'public', granted)).toBe(true);
    expect(isMenuVisible(item(7, 'admin'), 'public', granted)).toBe(true);
    expect(isMenuVisible(item(8, 'admin'), 'public', granted)).toBe(false);
    expect(isMenuVisible(item(1, 'public'), 'driver', none)).toBe(true);
    expect(isMenuVisible(item(8, 'admin'), 'driver', none)).toBe(false);
  });

  it('hides items whose use_yn is not Y, even for admin and grants', () => {
    expect(isMenuVisible(item(1, 'public', { use_yn: 'N' }), 'admin', none)).toBe(false);
    expect(isMenuVisible(item(7, 'admin', { use_yn: 'N' }), 'public', new Set([7]))).toBe(false);
  });

  it('nests children under their section and lifts an orphaned granted item to the top', () => {
    const items = [
      item(1, 'public', { menu_level: 1, menu_url: null }),
      item(2, 'public', { menu_parent_idx: 1 }),
      item(3, 'admin', { menu_level: 1, menu_url: null }),
      item(4, 'admin', { menu_parent_idx: 3 }),
    ];
    const tree = buildMenuTree(items, 'public', new Set([4]));
    expect(tree.map((n) => n.menu_idx)).toEqual([1, 4]);
    expect(tree[0]?.children.map((n) => n.menu_idx)).toEqual([2]);
  });
});
