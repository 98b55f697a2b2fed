/**
 * A value kept outside React (module state) that components read with useSyncExternalStore:
 * every `set` re-renders the subscribed components.
 */
export const createExternalStore = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): T => value,
    set: (next: T): void => {
      value = next;
      for (const listener of listeners) listener();
    },
  };
};
