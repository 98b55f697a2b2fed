// Keyboard entry the way order-desk staff type: Enter moves to the next box, Shift+Enter back,
// Enter on the last box (or Ctrl+Enter anywhere) saves. Enter while the Korean IME is still
// composing a syllable only finishes the syllable, and Enter in an open dropdown picks the option.

export type KeyIntent = 'next' | 'prev' | 'submit' | 'none';

export type KeyFacts = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** KeyboardEvent.isComposing (Hangul IME mid-syllable). */
  isComposing: boolean;
  isTextarea: boolean;
  /** A combobox whose option list is open. */
  isOpenList: boolean;
};

export const keyIntent = (facts: KeyFacts): KeyIntent => {
  if (facts.isComposing) return 'none';
  const ctrl = facts.ctrlKey || facts.metaKey;
  if (ctrl && (facts.key === 'Enter' || facts.key.toLowerCase() === 's')) return 'submit';
  if (facts.key !== 'Enter' || facts.isOpenList) return 'none';
  // In a memo box Enter is a new line; Ctrl+Enter saves, Tab leaves.
  if (facts.isTextarea) return 'none';
  return facts.shiftKey ? 'prev' : 'next';
};

/** Where focus goes from `current`: the next or previous box, or 'submit' past the last one. */
export const moveTarget = <T>(
  targets: readonly T[],
  current: T,
  intent: 'next' | 'prev',
): T | 'submit' | null => {
  const index = targets.indexOf(current);
  if (index < 0) return targets[0] ?? null;
  if (intent === 'prev') return targets[index - 1] ?? null;
  return targets[index + 1] ?? 'submit';
};

/** The boxes of a form in screen order: enabled, visible, reachable with Tab. */
export const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled])',
  'button[role="switch"]:not([disabled])',
].join(', ');

export const formTargets = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).filter(
    (el) => el.offsetParent !== null || el.getClientRects().length > 0,
  );
