import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeldScroll, TAB_SCROLL_INTERVAL_MS, TAB_SCROLL_STEP_PX } from './tab-scroll';

describe('held tab arrows (SPEC §2.2, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves 50 px at once and 50 px every 100 ms while held', () => {
    const strip = { scrollLeft: 0 };
    const stop = startHeldScroll(strip, 1);
    expect(TAB_SCROLL_STEP_PX).toBe(50);
    expect(TAB_SCROLL_INTERVAL_MS).toBe(100);
    expect(strip.scrollLeft).toBe(50);
    vi.advanceTimersByTime(99);
    expect(strip.scrollLeft).toBe(50);
    vi.advanceTimersByTime(1);
    expect(strip.scrollLeft).toBe(100);
    vi.advanceTimersByTime(300);
    expect(strip.scrollLeft).toBe(250);
    stop();
  });

  it('stops when released and scrolls left for the left arrow', () => {
    const strip = { scrollLeft: 500 };
    const stop = startHeldScroll(strip, -1);
    vi.advanceTimersByTime(200);
    stop();
    vi.advanceTimersByTime(1000);
    expect(strip.scrollLeft).toBe(350);
  });
});
