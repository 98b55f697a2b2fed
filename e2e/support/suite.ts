import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type ConsoleWatch, launchBrowser, type TestBrowser, watchConsole } from './chromium';
import { failOnConsoleErrorsEachTest } from './console';
import { startServer, type TestServer } from './server';
import { type DemoUser, loginAs, resetBrowser, submitLogin } from './session';

export type Suite = { server: TestServer; browser: TestBrowser; page: Page; consoleWatch: ConsoleWatch };

/**
 * What most test files start with: their own server and browser, a clean browser, and (when a
 * user is named) that user logged in on their login page.
 */
export const openSuite = async (user: DemoUser | null): Promise<Suite> => {
  const server = await startServer();
  try {
    const browser = await launchBrowser();
    const page = browser.page;
    const consoleWatch = watchConsole(page);
    await resetBrowser(page, server.baseUrl);
    if (user) await loginAs(page, server.baseUrl, user);
    return { server, browser, page, consoleWatch };
  } catch (error) {
    // The caller never got the server to stop: stop it here.
    await server.stop();
    throw error;
  }
};

/** Ends what openSuite started; either may be missing when the start failed. */
export const closeSuite = async (browser: TestBrowser | undefined, server: TestServer | undefined) => {
  await browser?.close();
  await server?.stop();
};

/**
 * The describe setup of a test file in one call: openSuite before the first test, closeSuite after
 * the last, and each test answering for its own console (failOnConsoleErrorsEachTest, `expected`
 * naming the lines the file provokes on purpose; `false` where the file reads the console itself). `bind` hands the open suite to the file's own
 * `let page` / `let server`, so the tests keep reading plain names. Returns the suite for helpers
 * registered after it (useSecondDesk).
 */
export const useSuite = (
  user: DemoUser | null,
  bind: (suite: Suite) => void,
  expected?: ((error: string) => boolean) | false,
): (() => Suite) => {
  let suite: Suite | undefined;
  beforeAll(async () => {
    suite = await openSuite(user);
    bind(suite);
  });
  afterAll(() => closeSuite(suite?.browser, suite?.server));
  if (expected !== false) failOnConsoleErrorsEachTest(() => suite?.consoleWatch, expected);
  return () => {
    if (!suite) throw new Error('the suite is not open yet (useSuite before this helper)');
    return suite;
  };
};

/**
 * A second person at another desk: a browser of its own, logged in on the staff login page as
 * `loginId` (staff2 examines and checks what staff did: the four-eyes steps need two people).
 */
export const useSecondDesk = (suite: () => Suite, loginId: string, bind: (page: Page) => void): void => {
  let desk: TestBrowser | undefined;
  beforeAll(async () => {
    desk = await launchBrowser();
    await submitLogin(desk.page, suite().server.baseUrl, '/Company/Login', loginId);
    await desk.page.waitForURL((url) => url.pathname !== '/Company/Login', { timeout: 15_000 });
    bind(desk.page);
  });
  afterAll(() => desk?.close());
};
