import { isRole, type MenuNode, type Role } from '@erp/domain';
import type { LayoutName, ScreenDef, ScreenLayout } from './screen.types';

/** SPEC §6: an auth value outside the named roles belongs to the fall-through group, handled like public. */
export const effectiveRole = (auth: string): Role => (isRole(auth) ? auth : 'public');

/** Every URL of the caller's menu tree; grants of the fall-through group arrive as menu items. */
export const menuUrlsOf = (menu: readonly MenuNode[]): Set<string> => {
  const urls = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.menu_url) urls.add(node.menu_url);
      walk(node.children);
    }
  };
  walk(menu);
  return urls;
};

/**
 * Whether a user may open a screen. Admin reaches what public staff reach (as in the menu rules
 * of SPEC §6); a screen granted to a user through the menu is open to that user. The server
 * still checks every call: this only decides what the web offers.
 */
export const canOpenScreen = (
  screen: Pick<ScreenDef, 'roles' | 'path'>,
  auth: string,
  menuUrls: ReadonlySet<string> = new Set(),
): boolean => {
  if (screen.roles === 'anyone') return true;
  const role = effectiveRole(auth);
  if (screen.roles.includes(role)) return true;
  if (role === 'admin' && screen.roles.includes('public')) return true;
  return !screen.path.includes(':') && menuUrls.has(screen.path);
};

const PARTNER_LAYOUT_ROLES: ReadonlySet<Role> = new Set(['HR', 'AUTOREMAN', 'TAEGYEONG', 'SHINMYEONG']);

/** The frame a `by-role` screen takes for a user: Seo has its own, partners the outsourcing one. */
export const layoutForRole = (auth: string): LayoutName => {
  const role = effectiveRole(auth);
  if (role === 'seo') return 'cps-pages';
  if (PARTNER_LAYOUT_ROLES.has(role)) return 'osc-pages';
  return 'default';
};

export const resolveLayout = (layout: ScreenLayout, auth: string | undefined): LayoutName =>
  layout === 'by-role' ? (auth ? layoutForRole(auth) : 'default') : layout;
