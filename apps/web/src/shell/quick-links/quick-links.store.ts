import { useCallback, useSyncExternalStore } from 'react';
import { readJson, writeItem } from '../../app/browser-storage';
import { addQuickLink, parseQuickLinks, type QuickLinks, removeQuickLink } from './quick-links';

// SPEC §3: localStorage quickLink and quickTitle, two parallel arrays.
const LINK_KEY = 'quickLink';
const TITLE_KEY = 'quickTitle';

const load = (): QuickLinks => parseQuickLinks(readJson('local', LINK_KEY), readJson('local', TITLE_KEY));

let snapshot: QuickLinks = load();
const listeners = new Set<() => void>();

const save = (next: QuickLinks) => {
  snapshot = next;
  writeItem('local', LINK_KEY, JSON.stringify(next.links));
  writeItem('local', TITLE_KEY, JSON.stringify(next.titles));
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another window of the same browser may change the links.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LINK_KEY || event.key === TITLE_KEY) {
      snapshot = load();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useQuickLinks = () => {
  const links = useSyncExternalStore(subscribe, () => snapshot);
  /** Returns false when the link was already there. */
  const add = useCallback((link: string, title: string): boolean => {
    const next = addQuickLink(snapshot, link, title);
    if (next === snapshot) return false;
    save(next);
    return true;
  }, []);
  const remove = useCallback((link: string) => save(removeQuickLink(snapshot, link)), []);
  return { links, add, remove };
};
