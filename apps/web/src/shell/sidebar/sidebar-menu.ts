import type { MenuNode } from '@erp/domain';

export type SidebarEntry = {
  key: string;
  title: string;
  icon: string | null;
  url: string | null;
  children: SidebarEntry[];
};

/**
 * The sidebar shows the server's menu for the session (SPEC §6 rules are the server's), cut to
 * the screens this web app has: an item whose route is not built is left out, and a section
 * with nothing left in it disappears, so the menu grows as screens are built.
 */
export const buildSidebarEntries = (
  menu: readonly MenuNode[],
  isBuilt: (url: string) => boolean,
): SidebarEntry[] => {
  const toEntry = (node: MenuNode): SidebarEntry | null => {
    const children = node.children.map(toEntry).filter((entry): entry is SidebarEntry => entry !== null);
    const openable = node.menu_url !== null && node.menu_url !== '' && isBuilt(node.menu_url);
    if (!openable && children.length === 0) return null;
    return {
      key: String(node.menu_idx),
      title: node.menu_title,
      icon: node.menu_icon,
      url: openable ? node.menu_url : null,
      children,
    };
  };
  return menu.map(toEntry).filter((entry): entry is SidebarEntry => entry !== null);
};

/** The entry keys of the item matching the current path and of its sections, to highlight and open them. */
export const selectedKeysFor = (
  entries: readonly SidebarEntry[],
  pathname: string,
): { selected: string[]; open: string[] } => {
  const walk = (
    list: readonly SidebarEntry[],
    parents: string[],
  ): { selected: string[]; open: string[] } | null => {
    for (const entry of list) {
      if (entry.url === pathname) return { selected: [entry.key], open: parents };
      const found = walk(entry.children, [...parents, entry.key]);
      if (found) return found;
    }
    return null;
  };
  return walk(entries, []) ?? { selected: [], open: [] };
};
