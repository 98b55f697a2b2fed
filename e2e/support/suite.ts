import type { Page } from 'playwright-core';
import { type ConsoleWatch, launchBrowser, type TestBrowser, watchConsole } from './chromium';
import { startServer, type TestServer } from './server';
import { type DemoUser, loginAs, resetBrowser } from './session';

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
