import { createContext, type SetStateAction, useCallback, useContext, useEffect, useState } from 'react';

// What a clerk has typed on a screen must outlive an error in one field. A render error unmounts
// everything under the screen's error boundary, and "다시 시도" mounts it again from nothing: the
// purchase form came back without its supplier and lines. A form keeps its typing in this store
// instead, which the boundary owns (it stays mounted through the error) and clears only when the
// screen changes; after a retry the form starts from what was last shown.

/** Drafts by name, one store per screen boundary. */
export class ScreenDraftStore {
  private readonly values = new Map<string, unknown>();

  has(key: string): boolean {
    return this.values.has(key);
  }

  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  set(key: string, value: unknown): void {
    this.values.set(key, value);
  }
}

export const ScreenDraftContext = createContext<ScreenDraftStore | null>(null);

/**
 * The name a form's drafts are kept under. A screen that starts a fresh form on purpose by
 * mounting it again under a new React key (the next fast sale, 새 주문) gives the form a new scope
 * with the same key, so the fresh form does not come back with the previous one's typing.
 */
export const ScreenDraftScopeContext = createContext('');

const initialOf = <T>(initial: T | (() => T)): T =>
  typeof initial === 'function' ? (initial as () => T)() : initial;

/**
 * useState that survives the screen's error boundary: the value last committed (shown on screen)
 * is kept under `key`, so a retry after a render error starts from it. A value that crashed the
 * render is never committed, so the retry does not fall into the same error. Outside a boundary
 * (a test, a dialog) it is plain useState.
 */
export const useScreenDraft = <T>(key: string, initial: T | (() => T)) => {
  const store = useContext(ScreenDraftContext);
  const scoped = `${useContext(ScreenDraftScopeContext)}/${key}`;
  const [value, setValue] = useState<T>(() =>
    store?.has(scoped) ? (store.get<T>(scoped) as T) : initialOf(initial),
  );
  useEffect(() => {
    store?.set(scoped, value);
  }, [store, scoped, value]);
  const set = useCallback((next: SetStateAction<T>) => setValue(next), []);
  return [value, set] as const;
};

/**
 * useRef that survives the screen's error boundary, like useScreenDraft: for what a form must
 * remember about itself (which record it was filled from) without a render.
 */
export const useScreenDraftRef = <T>(key: string, initial: T): { current: T } => {
  const [ref] = useScreenDraft<{ current: T }>(key, () => ({ current: initial }));
  return ref;
};
