import type { Page } from 'playwright-core';
// The window.__erpIdle / __erpNavigate declarations come with the module that sets them.
import type {} from '../../apps/web/src/app/app-idle';

/**
 * Waits for the app's own idle signal (apps/web/src/app/app-idle.ts): no query or mutation in
 * flight, no navigation, no spinner, for a quiet moment. Much sooner than network idle, which
 * always waits a further 500 ms and also waits for requests the screen does not need.
 */
export const waitForAppIdle = async (page: Page, timeout = 15_000): Promise<void> => {
  await page.waitForFunction(
    () => {
      if (!window.__erpIdle)
        throw new Error('window.__erpIdle가 없습니다. npm run build:web 을 다시 실행하세요.');
      return window.__erpIdle();
    },
    undefined,
    { timeout },
  );
};

/**
 * Moves to a path inside the loaded app, as a link would (no page load), and waits until the app
 * is idle there. The navigation is started, not awaited in the page: a screen that leaves the app
 * would otherwise take the evaluation's context with it.
 */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    if (!window.__erpNavigate)
      throw new Error('window.__erpNavigate가 없습니다. npm run build:web 을 다시 실행하세요.');
    void window.__erpNavigate(to);
  }, path);
  await waitForAppIdle(page);
};
