/** SPEC §2.2 and §9: while an arrow is held the strip moves 50 px every 100 ms. */
export const TAB_SCROLL_STEP_PX = 50;
export const TAB_SCROLL_INTERVAL_MS = 100;

type Scrollable = { scrollLeft: number };

/**
 * Starts scrolling in one direction: one step at once, then one every 100 ms until the returned
 * stop function is called (button released or pointer gone).
 */
export const startHeldScroll = (
  target: Scrollable,
  direction: -1 | 1,
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
): (() => void) => {
  const step = () => {
    target.scrollLeft += direction * TAB_SCROLL_STEP_PX;
  };
  step();
  const handle = timers.setInterval(step, TAB_SCROLL_INTERVAL_MS);
  return () => timers.clearInterval(handle);
};
