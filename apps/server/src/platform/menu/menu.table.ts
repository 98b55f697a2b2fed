import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from '../auth/account.table.js';
import { refTo } from '../db/columns.js';

// SPEC §3 sidebar menu item, column names as the spec gives them.
export const menuItems = pgTable(
  'menu_items',
  {
    menuIdx: integer('menu_idx').primaryKey(),
    menuTitle: text('menu_title').notNull(),
    menuUrl: text('menu_url'),
    menuIcon: text('menu_icon'),
    menuLevel: integer('menu_level').notNull(),
    menuParentIdx: integer('menu_parent_idx'),
    menuAuth: text('menu_auth').notNull(),
    useYn: text('use_yn').notNull().default('Y'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menu_items_auth_idx').on(t.menuAuth)],
);

// Per-user extra menus of the fall-through group (SPEC §6): data, never user ids in code.
export const menuGrants = pgTable(
  'menu_grants',
  {
    accountId: refTo('account_id', () => accounts.id),
    menuIdx: integer('menu_idx')
      .notNull()
      .references(() => menuItems.menuIdx),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.menuIdx] })],
);
