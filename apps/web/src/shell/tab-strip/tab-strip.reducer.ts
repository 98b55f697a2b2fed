/** Open-tab record of SPEC §3. */
export type TabItem = { title: string; url: string; active: boolean };

/** SPEC §9: at most 15 tabs are kept. */
export const MAX_TABS = 15;

/**
 * A visit (SPEC §2.2): a tab is added only if none has the same title; the visited tab becomes
 * active and the others inactive; past 15 the oldest is dropped first. A visit to another URL
 * of an open title (another customer's history, say) moves that tab to the new URL, so clicking
 * it returns to what the user last saw.
 */
export const visitTab = (tabs: readonly TabItem[], visit: { title: string; url: string }): TabItem[] => {
  const exists = tabs.some((tab) => tab.title === visit.title);
  const next = exists
    ? tabs.map((tab) =>
        tab.title === visit.title ? { ...tab, url: visit.url, active: true } : { ...tab, active: false },
      )
    : [
        ...tabs.map((tab) => ({ ...tab, active: false })),
        { title: visit.title, url: visit.url, active: true },
      ];
  return next.length > MAX_TABS ? next.slice(next.length - MAX_TABS) : next;
};

/** The close icon shows on each tab only when more than one tab is open. */
export const canCloseTabs = (tabs: readonly TabItem[]): boolean => tabs.length > 1;

/**
 * Closing removes every tab with that title. If the active tab was closed, the view goes to the
 * last remaining tab, which becomes active.
 */
export const closeTab = (
  tabs: readonly TabItem[],
  title: string,
): { tabs: TabItem[]; navigateTo: string | null } => {
  if (!canCloseTabs(tabs)) return { tabs: [...tabs], navigateTo: null };
  const closedActive = tabs.some((tab) => tab.title === title && tab.active);
  const remaining = tabs.filter((tab) => tab.title !== title);
  const last = remaining.at(-1);
  if (!closedActive || !last) return { tabs: remaining, navigateTo: null };
  return {
    tabs: remaining.map((tab) => ({ ...tab, active: tab === last })),
    navigateTo: last.url,
  };
};

/** Leaves only the given tab (the tab menu's "close others"). */
export const closeOtherTabs = (tabs: readonly TabItem[], title: string): TabItem[] =>
  tabs.filter((tab) => tab.title === title).map((tab) => ({ ...tab, active: true }));

// The notice register and edit pages hold an editor that must start clean (SPEC §2.2).
const FULL_RELOAD_PATHS = ['/Company/Notice/NoticeRegister'];

/** Whether clicking this tab reloads the page instead of switching in place. */
export const tabForcesFullReload = (url: string): boolean => {
  const path = url.split(/[?#]/)[0] ?? url;
  return FULL_RELOAD_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
};

const isTabItem = (value: unknown): value is TabItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TabItem).title === 'string' &&
  typeof (value as TabItem).url === 'string' &&
  typeof (value as TabItem).active === 'boolean';

/** Reads ITEM_LIST back from session storage, ignoring anything that is not a tab list. */
export const parseTabList = (value: unknown): TabItem[] =>
  Array.isArray(value) ? value.filter(isTabItem).slice(-MAX_TABS) : [];
