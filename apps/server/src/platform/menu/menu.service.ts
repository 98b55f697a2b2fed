import { buildMenuTree, type MenuItem, type MenuNode } from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import { allows, type SessionUser } from '../access/access.js';
import type { DbOrTx } from '../db/database.js';
import { menuGrants, menuItems } from './menu.table.js';
import { SCREEN_ACCESS } from './menu-access.js';

const toItem = (row: typeof menuItems.$inferSelect): MenuItem => ({
  menu_idx: row.menuIdx,
  menu_title: row.menuTitle,
  menu_url: row.menuUrl,
  menu_icon: row.menuIcon,
  menu_level: row.menuLevel,
  menu_parent_idx: row.menuParentIdx,
  menu_auth: row.menuAuth as MenuItem['menu_auth'],
  use_yn: row.useYn === 'Y' ? 'Y' : 'N',
});

/** The URLs of the menu items granted to an account (SPEC §6 per-user extras). */
export const grantedMenuUrls = async (db: DbOrTx, accountId: number): Promise<Set<string>> => {
  const rows = await db
    .select({ url: menuItems.menuUrl })
    .from(menuGrants)
    .innerJoin(menuItems, eq(menuItems.menuIdx, menuGrants.menuIdx))
    .where(eq(menuGrants.accountId, accountId));
  return new Set(rows.flatMap((r) => (r.url ? [r.url] : [])));
};

/**
 * The caller's visible menu tree by the rules of SPEC §6 (see buildMenuTree), less the items whose
 * screen the server would not let the caller use (SCREEN_ACCESS): a menu never offers a screen
 * that answers 403.
 */
export const menuTreeFor = async (db: DbOrTx, user: SessionUser): Promise<MenuNode[]> => {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.menuIdx));
  const grants = await db
    .select({ menuIdx: menuGrants.menuIdx, url: menuItems.menuUrl })
    .from(menuGrants)
    .innerJoin(menuItems, eq(menuItems.menuIdx, menuGrants.menuIdx))
    .where(eq(menuGrants.accountId, user.accountId));
  const grantedUrls = new Set(grants.flatMap((g) => (g.url ? [g.url] : [])));
  const usable = rows.filter((row) => {
    const access = row.menuUrl ? SCREEN_ACCESS.get(row.menuUrl) : undefined;
    return !access || allows(access, user, grantedUrls) === 'ok';
  });
  return buildMenuTree(usable.map(toItem), user.role, new Set(grants.map((g) => g.menuIdx)));
};
