// Storage can be missing (a locked-down browser, tests in Node) or full; the shell must keep
// working without it, so every access goes through these guards.
const storageOf = (kind: 'local' | 'session'): Storage | null => {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
};

export const readItem = (kind: 'local' | 'session', key: string): string | null => {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeItem = (kind: 'local' | 'session', key: string, value: string): void => {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses the remembered value, never the action.
  }
};

export const removeItem = (kind: 'local' | 'session', key: string): void => {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Same as above: nothing to undo.
  }
};

export const readJson = (kind: 'local' | 'session', key: string): unknown => {
  const raw = readItem(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};
