import { buildMenuTree, type MenuItem, type MenuNode } from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../access/access.js';
import type { DbOrTx } from '../db/database.js';
import { menuGrants, menuItems } from './menu.table.js';

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

/** The caller's visible menu tree by the rules of SPEC §6 (see buildMenuTree). */
export const menuTreeFor = async (db: DbOrTx, user: SessionUser): Promise<MenuNode[]> => {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.menuIdx));
  const grants = await db
    .select({ menuIdx: menuGrants.menuIdx })
    .from(menuGrants)
    .where(eq(menuGrants.accountId, user.accountId));
  return buildMenuTree(rows.map(toItem), user.role, new Set(grants.map((g) => g.menuIdx)));
};
