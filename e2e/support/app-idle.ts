import type { Page } from 'playwright-core';
// The window.__erpIdle / __erpNavigate declarations come with the module that sets them.
import type {} from '../../apps/web/src/app/app-idle';

const IDLE_TIMEOUT_MS = 15_000;

/**
 * Waits for the app's own idle signal (apps/web/src/app/app-idle.ts): drawn, no query or mutation
 * in flight, no navigation, no spinner, for a quiet moment. Much sooner than network idle, which
 * always waits a further 500 ms and also waits for requests the screen does not need.
 */
export const waitForAppIdle = async (page: Page, timeout = IDLE_TIMEOUT_MS): Promise<void> => {
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
 * Moves to a path inside the loaded app, as a link would (no page load), and waits in the page
 * until the app is idle there: one round trip to the browser per screen. The wait polls with
 * timers, not animation frames, which a page behind a popup does not get.
 */
export const navigateInApp = async (page: Page, path: string, timeout = IDLE_TIMEOUT_MS): Promise<void> => {
  await page.evaluate(
    async ({ to, timeout }) => {
      const { __erpNavigate: navigate, __erpIdle: idle } = window;
      if (!navigate || !idle)
        throw new Error('window.__erpNavigate가 없습니다. npm run build:web 을 다시 실행하세요.');
      // Started, not awaited: a move the page blocks (unsaved input) never settles by itself.
      void navigate(to);
      const deadline = performance.now() + timeout;
      await new Promise<void>((resolve, reject) => {
        const tick = () => {
          if (idle()) resolve();
          else if (performance.now() > deadline)
            reject(
              new Error(`${to}: ${timeout} ms 안에 화면이 멈추지 않았습니다 (요청, 스피너 또는 이동 중).`),
            );
          else setTimeout(tick, 15);
        };
        tick();
      });
    },
    { to: path, timeout },
  );
};

export type ScreenState = { path: string; loading: boolean; failures: string[] };

/**
 * What the walk checks on a screen, read in one round trip: the decoded path, whether a loading
 * indicator is still shown, and which of the given failure texts the visible text holds.
 */
export const readScreen = (page: Page, failureTexts: readonly string[]): Promise<ScreenState> =>
  page.evaluate((texts) => {
    const visible = document.body.innerText;
    return {
      path: decodeURI(window.location.pathname),
      loading: document.querySelector('[role="progressbar"]:not(.ant-progress)') !== null,
      failures: texts.filter((text) => visible.includes(text)),
    };
  }, failureTexts);
