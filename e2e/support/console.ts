import { afterEach, beforeEach, expect } from 'vitest';
import type { ConsoleWatch } from './chromium';

/**
 * Each test answers for its own console: the watch is emptied before the test and must still be
 * empty after it, so a console error fails the test that caused it, and a test run alone
 * (`-t "<name>"`) checks its console too. The watch is read through a getter because the suite
 * creates it in beforeAll, after this is registered. `expected` names the lines a file provokes on
 * purpose.
 */
export const failOnConsoleErrorsEachTest = (
  watch: () => ConsoleWatch | undefined,
  expected: (error: string) => boolean = () => false,
): void => {
  beforeEach(() => {
    watch()?.clear();
  });
  afterEach(() => {
    expect(
      (watch()?.errors ?? []).filter((e) => !expected(e)),
      'console errors of this test',
    ).toEqual([]);
  });
};

/**
 * Chromium logs every 4xx answer as a console error. A test that provokes a refusal on purpose
 * checks the refusal itself (the Korean message, nothing moved), so those lines are expected.
 */
export const isRefusalAnswer = (error: string): boolean =>
  error.includes('the server responded with a status of 4');
