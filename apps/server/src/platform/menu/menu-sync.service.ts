import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { menuItems } from './menu.table.js';
import { MENU_SECTIONS, type MenuSection } from './menu-catalogue.js';

// Sections are numbered k × 1000 and their items k × 1000 + n, as the first installation made
// them; menu_idx is what grants and bookmarks point at, so numbers are never reused or moved.
const SECTION_STEP = 1000;

/** Serialises instances starting at once on one database. */
const MENU_SYNC_LOCK_KEY = 720_260_002;

type Existing = {
  menuIdx: number;
  menuTitle: string;
  menuUrl: string | null;
  menuLevel: number;
  menuAuth: string;
};

/**
 * Adds to the menu what the product's catalogue has and this installation lacks: new sections at
 * the end, new items at the end of their section. What is there is never changed (an
 * administrator may have renamed, moved or hidden it), and an item is recognised by its URL and
 * role wherever it stands. Returns how many rows were added. Runs at every start, so a new
 * version's screens reach installations made before them.
 */
export const syncMenu = async (db: DbOrTx, sections: readonly MenuSection[] = MENU_SECTIONS) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MENU_SYNC_LOCK_KEY})`);
    const existing: Existing[] = await tx
      .select({
        menuIdx: menuItems.menuIdx,
        menuTitle: menuItems.menuTitle,
        menuUrl: menuItems.menuUrl,
        menuLevel: menuItems.menuLevel,
        menuAuth: menuItems.menuAuth,
      })
      .from(menuItems);
    const taken = new Set(existing.map((e) => e.menuIdx));
    const urls = new Set(existing.filter((e) => e.menuUrl).map((e) => `${e.menuAuth}|${e.menuUrl}`));
    let lastSection = Math.max(
      0,
      ...existing.filter((e) => e.menuLevel === 1).map((e) => Math.floor(e.menuIdx / SECTION_STEP)),
    );
    const rows: (typeof menuItems.$inferInsert)[] = [];
    for (const section of sections) {
      const found = existing.find(
        (e) => e.menuLevel === 1 && e.menuTitle === section.title && e.menuAuth === section.auth,
      );
      let sectionIdx = found?.menuIdx;
      if (sectionIdx === undefined) {
        lastSection += 1;
        sectionIdx = lastSection * SECTION_STEP;
        taken.add(sectionIdx);
        rows.push({
          menuIdx: sectionIdx,
          menuTitle: section.title,
          menuUrl: null,
          menuIcon: section.icon,
          menuLevel: 1,
          menuParentIdx: null,
          menuAuth: section.auth,
          useYn: 'Y',
          sortOrder: sectionIdx,
        });
      }
      let next = sectionIdx + 1;
      for (const idx of taken)
        if (idx > sectionIdx && idx < sectionIdx + SECTION_STEP) next = Math.max(next, idx + 1);
      for (const [title, url] of section.items) {
        const key = `${section.auth}|${url}`;
        if (urls.has(key)) continue;
        if (next >= sectionIdx + SECTION_STEP) break; // a full section: an administrator's matter
        urls.add(key);
        taken.add(next);
        rows.push({
          menuIdx: next,
          menuTitle: title,
          menuUrl: url,
          menuIcon: null,
          menuLevel: 2,
          menuParentIdx: sectionIdx,
          menuAuth: section.auth,
          useYn: 'Y',
          sortOrder: next,
        });
        next += 1;
      }
    }
    if (rows.length > 0) await tx.insert(menuItems).values(rows);
    return rows.length;
  });
