import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// The measurement of `bench web.bundle` (web-bundle.bench.ts), also used by the first-load E2E
// fence: it imports nothing of the server so the E2E project can compile it on its own.

const LOGIN_PAGE = '/Company/Login';
const LIST_PAGE = '/Company/CustomerList';
const LOGIN_ID = 'admin';
const PASSWORD = 'demo1234!';

/** Scripts the page fetched, by URL, with their gzipped sizes. */
export type ScriptTally = Map<string, number>;

/** KB of 1 024 bytes with one decimal, as the bench line prints them. */
export const toKb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export const sumBytes = (tally: ScriptTally): number => [...tally.values()].reduce((a, b) => a + b, 0);

const isJavaScript = (contentType: string | undefined, url: string): boolean =>
  (contentType ?? '').includes('javascript') || /\.m?js(\?|$)/.test(new URL(url).pathname);

/**
 * Counts every JavaScript response the page receives (entry, modulepreloads, lazy chunks), gzipped
 * here at the default level: the server sends them uncompressed, and gzip is what a proxy in
 * front of it would apply, so this is what travels in production.
 */
const tallyScripts = (page: Page): { tally: ScriptTally; settled: () => Promise<void> } => {
  const tally: ScriptTally = new Map();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!isJavaScript(response.headers()['content-type'], url) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => {
          tally.set(url, gzipSync(body).length);
        },
        () => undefined,
      ),
    );
  });
  return { tally, settled: async () => void (await Promise.all(pending)) };
};

/** Opens `url` in a context of its own (an empty cache) and returns what scripts it loaded. */
const measure = async (
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<ScriptTally> => {
  const page = await context.newPage();
  const { tally, settled } = tallyScripts(page);
  await page.goto(url);
  await ready(page);
  // Chunks fetched after the screen shows (idle prefetch, late imports) count too.
  await page.waitForLoadState('networkidle');
  await settled();
  await page.close();
  return tally;
};

/** The two figures of the bench line, for a running server. */
export const measureWebBundle = async (
  browser: Browser,
  baseUrl: string,
): Promise<{ login: ScriptTally; list: ScriptTally }> => {
  const loginContext = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const login = await measure(loginContext, `${baseUrl}${LOGIN_PAGE}`, async (page) => {
      await page.locator('#loginId').waitFor();
    });
    // Log in through the form, then take the session to a fresh context so the list page is a
    // cold load with nothing cached from the login page.
    const page = await loginContext.newPage();
    await page.goto(`${baseUrl}${LOGIN_PAGE}`);
    await page.locator('#loginId').fill(LOGIN_ID);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== LOGIN_PAGE, { timeout: 30_000 });
    const storageState = await loginContext.storageState();
    const listContext = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul', storageState });
    try {
      const list = await measure(listContext, `${baseUrl}${LIST_PAGE}`, async (listPage) => {
        await listPage.locator('[role="row"][data-row]').first().waitFor({ timeout: 60_000 });
      });
      return { login, list };
    } finally {
      await listContext.close();
    }
  } finally {
    await loginContext.close();
  }
};
