import { useCallback, useEffect, useState } from 'react';
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

  const title = current?.title;
  const url = current?.url;
  useEffect(() => {
    if (title === undefined || url === undefined) return;
    setTabs((previous) => visitTab(previous, { title, url }));
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
      setTabs(result.tabs);
      if (result.navigateTo) navigate(result.navigateTo);
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
