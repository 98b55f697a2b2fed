// The function keys and shortcuts of a document screen, written as the button shows them
// ('F8', 'Ctrl+P', 'Ctrl+Enter'), so the key on the button and the key that works are one string.

export type ShortcutFacts = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
};

/** Whether a key press is the shortcut written as `written`; Ctrl also matches ⌘ on a Mac. */
export const shortcutMatches = (written: string, f: ShortcutFacts): boolean => {
  const parts = written.split('+');
  const key = (parts.pop() ?? '').toLowerCase();
  const wantsCtrl = parts.includes('Ctrl');
  const ctrl = f.ctrlKey || f.metaKey;
  if (f.key.toLowerCase() !== key || f.altKey) return false;
  // A function key alone, as printed; Ctrl+letter also with Shift (Ctrl+Shift+P is still the print).
  return wantsCtrl ? ctrl : !ctrl && !f.shiftKey;
};

/** The command whose keys match a key press, or null. */
export const commandOfKey = <C extends string>(
  actions: readonly { command: C; key?: string; alsoKeys?: readonly string[] }[],
  f: ShortcutFacts,
): C | null =>
  actions.find((a) => [a.key, ...(a.alsoKeys ?? [])].some((k) => k !== undefined && shortcutMatches(k, f)))
    ?.command ?? null;
