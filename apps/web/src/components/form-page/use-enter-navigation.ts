import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { formTargets, keyIntent, moveTarget } from './form-keyboard';

const PICK_SETTLE_MS = 400;

/**
 * Enter moves to the next box of a form, Shift+Enter back, Ctrl+Enter submits (the rules of the
 * shared form keyboard). Meant for onKeyDownCapture: the decision is taken before a dropdown sees
 * the key, so Enter on a closed select moves on instead of opening its list, and Enter in an open
 * list still picks; the Enter right after a pick moves on even if the list has not finished
 * closing (fast typists press Enter twice in a few milliseconds). Enter never submits the native
 * form or toggles a switch by itself. Past the last box `onPastLast` is called (the order header
 * hands on to the lines), else `onSubmit`.
 */
export const useEnterNavigation = (
  container: RefObject<HTMLElement | null>,
  handlers: { onSubmit: () => void; onPastLast?: () => void },
) => {
  const pickedAt = useRef<{ target: EventTarget; at: number } | null>(null);
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // A button inside the form (a lookup beside a box) keeps Enter for itself.
    if (target.tagName === 'BUTTON' && target.getAttribute('role') !== 'switch') return;
    const justPicked =
      pickedAt.current?.target === target && event.timeStamp - pickedAt.current.at < PICK_SETTLE_MS;
    const listOpen = target.getAttribute('aria-expanded') === 'true' && !justPicked;
    if (event.key === 'Enter' && listOpen) pickedAt.current = { target, at: event.timeStamp };
    const intent = keyIntent({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      isTextarea: target.tagName === 'TEXTAREA',
      isOpenList: listOpen,
    });
    if (intent === 'none') return;
    pickedAt.current = null;
    event.preventDefault();
    if (target.getAttribute('role') === 'combobox') event.stopPropagation();
    if (intent === 'submit') return handlers.onSubmit();
    const targets = container.current ? formTargets(container.current) : [];
    const next = moveTarget(targets, target, intent);
    if (next === 'submit') (handlers.onPastLast ?? handlers.onSubmit)();
    else if (next) {
      next.focus();
      if (next instanceof HTMLInputElement && next.type !== 'checkbox') next.select();
    }
  };
};
