import { LOGIN_PORTALS, type LoginPortal } from '@erp/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { fillLogin, loginAs, PORTAL_USERS, resetBrowser } from './support/session';
import { closeSuite, openSuite, type Suite } from './support/suite';

announceSkipWithoutChromium('login-first-calls.e2e.test.ts');

/**
 * Calls a login page may make before its login: none but asking whether a session exists (the
 * answer 401 is how it learns there is none). Page-access saves, menus and the like need a session
 * and must wait for the login.
 */
const ANONYMOUS = new Set(['GET /api/user/v1.0/session']);

type Call = { call: string; status: number };

/** Every /api call the page makes from now on, with its answer. */
const watchApi = (page: Page) => {
  const calls: Call[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({ call: `${response.request().method()} ${url.pathname}`, status: response.status() });
  };
  page.on('response', onResponse);
  return { calls, stop: () => page.off('response', onResponse) };
};

describe.skipIf(!hasChromium)('login pages make no authenticated call before login (Chromium)', () => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await openSuite(null);
  });
  afterAll(() => closeSuite(suite?.browser, suite?.server));

  /** Opens the portal's page, waits for the form, then logs in; returns the calls before the login. */
  const openAndLogin = async (portal: LoginPortal) => {
    const { page, server } = suite;
    const loginPath = LOGIN_PORTALS[portal].page;
    const watch = watchApi(page);
    await page.goto(`${server.baseUrl}${loginPath}`);
    await page.locator('#loginId').waitFor();
    // Whatever the page starts on load has had time to go out.
    await page.waitForLoadState('networkidle');
    const beforeLogin = [...watch.calls];
    await fillLogin(page, PORTAL_USERS[portal]);
    await page.waitForURL((url) => url.pathname !== loginPath, { timeout: 15_000 });
    watch.stop();
    return { beforeLogin, all: watch.calls };
  };

  it.each(Object.keys(LOGIN_PORTALS) as LoginPortal[])(
    'the %s login page calls only anonymous endpoints, then its own login',
    async (portal) => {
      const { page, server, consoleWatch } = suite;
      await resetBrowser(page, server.baseUrl);
      // The hard case: the tab still remembers an earlier login whose session has ended on the
      // server (a timeout, a logout elsewhere). The page must not act on that memory.
      await loginAs(page, server.baseUrl, 'staff');
      await page.goto('about:blank');
      await page.context().clearCookies();
      consoleWatch.clear();

      const { beforeLogin, all } = await openAndLogin(portal);
      expect(beforeLogin.filter((c) => !ANONYMOUS.has(c.call))).toEqual([]);
      const login = all.find((c) => c.call === `POST /api/user/v1.0/login/${portal}`);
      expect(login?.status).toBe(200);
      expect(all.filter((c) => c.status === 401 && !ANONYMOUS.has(c.call))).toEqual([]);
      // A 401 answered to an anonymous question is expected; anything else logged is not.
      expect(consoleWatch.errors.filter((e) => !e.includes('401'))).toEqual([]);
    },
  );
});
