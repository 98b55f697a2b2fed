import type { SidebarEntry } from '../../shell/sidebar/sidebar-menu';

export type Shortcut = { key: string; title: string; url: string; icon: string | null };
export type ShortcutGroup = { key: string; title: string; icon: string | null; items: Shortcut[] };

const flatten = (entry: SidebarEntry, inheritedIcon: string | null): Shortcut[] => [
  ...(entry.url
    ? [{ key: entry.key, title: entry.title, url: entry.url, icon: entry.icon ?? inheritedIcon }]
    : []),
  ...entry.children.flatMap((child) => flatten(child, entry.icon ?? inheritedIcon)),
];

/** The built screens of the user's menu, by menu section, for the home pages' large buttons. */
export const shortcutGroups = (entries: readonly SidebarEntry[]): ShortcutGroup[] =>
  entries
    .map((entry) => ({
      key: entry.key,
      title: entry.title,
      icon: entry.icon,
      items: flatten(entry, entry.icon),
    }))
    .filter((group) => group.items.length > 0);
