import { ROLES, type Role } from '../account/account.roles.js';
import type { MenuItem, MenuNode } from './menu.schema.js';

/**
 * Roles that see only items whose menu_auth equals their own name (SPEC §6): every role but admin
 * and the fall-through group (public and any other value), which follow their own rules below.
 */
export const OWN_MENU_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'admin' && role !== 'public');
const OWN_ROLE_ONLY: ReadonlySet<string> = new Set<Role>(OWN_MENU_ROLES);

/**
 * SPEC §6: only use_yn = Y; admin sees public and admin items; each other named role only its
 * own; the fall-through group sees public items plus the items granted to the user (grants are
 * data, never user ids in code).
 */
export const isMenuVisible = (item: MenuItem, role: string, grantedMenuIdx: ReadonlySet<number>): boolean => {
  if (item.use_yn !== 'Y') return false;
  if (role === 'admin') return item.menu_auth === 'public' || item.menu_auth === 'admin';
  if (OWN_ROLE_ONLY.has(role)) return item.menu_auth === role;
  return item.menu_auth === 'public' || grantedMenuIdx.has(item.menu_idx);
};

/**
 * Builds the visible tree. An item whose parent is not visible (a granted item under an admin
 * section) is lifted to the top level instead of being lost.
 */
export const buildMenuTree = (
  items: readonly MenuItem[],
  role: string,
  grantedMenuIdx: ReadonlySet<number> = new Set(),
): MenuNode[] => {
  const visible = items.filter((item) => isMenuVisible(item, role, grantedMenuIdx));
  const nodes = new Map<number, MenuNode>(visible.map((item) => [item.menu_idx, { ...item, children: [] }]));
  const roots: MenuNode[] = [];
  for (const item of visible) {
    const node = nodes.get(item.menu_idx)!;
    const parent = item.menu_parent_idx === null ? undefined : nodes.get(item.menu_parent_idx);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};
