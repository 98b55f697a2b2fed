import { expect } from 'vitest';

/**
 * Reads until the check passes or time runs out, then fails with the last reading: the page
 * updates after a click or a navigation, and a single read could come a frame too early.
 */
export const eventually = async <T>(
  read: () => Promise<T>,
  check: (value: T) => void,
  timeoutMs = 5_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Vitest's expect.poll with the patience of `eventually` (5 s unless told): for a reading checked
 * by one matcher, `await soon(() => page.locator('.erp-tab').count()).toBe(1)`.
 */
export const soon = <T>(read: () => Promise<T>, timeoutMs = 5_000): ReturnType<typeof expect.poll<T>> =>
  expect.poll(read, { timeout: timeoutMs, interval: 100 });
