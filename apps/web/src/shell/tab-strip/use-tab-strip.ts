import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { readJson, writeItem } from '../../app/browser-storage';
import { ITEM_LIST_KEY } from '../../app/session-store';
import {
  closeOtherTabs,
  closeTab,
  parseTabList,
  type TabItem,
  tabForcesFullReload,
  visitTab,
} from './tab-strip.reducer';

const loadTabs = (): TabItem[] => parseTabList(readJson('session', ITEM_LIST_KEY));

/** The open tabs of this browser tab, kept in session storage as ITEM_LIST (SPEC §3). */
export const useTabStrip = (current: { title: string; url: string } | null) => {
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<TabItem[]>(loadTabs);

  // Closing the active tab first moves to another one; the tab goes only when that move really
  // happened, so a page that asks "leave without saving?" and is told "stay" keeps its tab.
  const pendingClose = useRef<{ title: string; target: string } | null>(null);

  const title = current?.title;
  const url = current?.url;
  useEffect(() => {
    if (title === undefined || url === undefined) return;
    const pending = pendingClose.current;
    pendingClose.current = null;
    setTabs((previous) => {
      const visited = visitTab(previous, { title, url });
      return pending && pending.target === url && pending.title !== title
        ? closeTab(visited, pending.title).tabs
        : visited;
    });
  }, [title, url]);

  useEffect(() => {
    writeItem('session', ITEM_LIST_KEY, JSON.stringify(tabs));
  }, [tabs]);

  const open = useCallback(
    (tab: TabItem) => {
      if (tabForcesFullReload(tab.url)) window.location.assign(tab.url);
      else navigate(tab.url);
    },
    [navigate],
  );

  const close = useCallback(
    (closedTitle: string) => {
      const result = closeTab(tabs, closedTitle);
      if (result.navigateTo) {
        pendingClose.current = { title: closedTitle, target: result.navigateTo };
        navigate(result.navigateTo);
      } else setTabs(result.tabs);
    },
    [tabs, navigate],
  );

  const closeOthers = useCallback(
    (keptTitle: string) => {
      const kept = closeOtherTabs(tabs, keptTitle);
      setTabs(kept);
      const target = kept[0];
      if (target && !tabs.find((t) => t.title === keptTitle)?.active) navigate(target.url);
    },
    [tabs, navigate],
  );

  return { tabs, open, close, closeOthers };
};
