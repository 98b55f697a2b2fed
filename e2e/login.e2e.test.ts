import { LOGIN_PORTALS, type LoginPortal, type MenuNode, type SessionInfo } from '@erp/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { landingPathFor } from '../apps/web/src/app/landing';
import { findScreenForUrl } from '../apps/web/src/app/screen-registry';
import { LOGIN_PORTAL_VIEWS } from '../apps/web/src/features/login/login-portals';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { eventually, soon } from './support/eventually';
import type { TestServer } from './support/server';
import {
  PORTAL_USERS as DEMO_PORTAL_USERS,
  fillLogin,
  loginAs,
  resetBrowser,
  submitLogin,
} from './support/session';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('login.e2e.test.ts');

// The demo account each login page admits; the staff page is tried with the admin.
const PORTAL_USERS: Record<LoginPortal, string> = { ...DEMO_PORTAL_USERS, staff: 'admin' };

const apiGet = <T>(page: Page, url: string) =>
  page.evaluate(async (u) => {
    const response = await fetch(u);
    return { status: response.status, body: (await response.json()) as { response: unknown } };
  }, url) as Promise<{ status: number; body: { response: T } }>;

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('login pages and the session (SPEC §2.3, §2.4)', () => {
  let server: TestServer;
  let page: Page;

  useSuite(
    null,
    (suite) => {
      ({ server, page } = suite);
    },
    false,
  );
  beforeEach(async () => {
    await resetBrowser(page, server.baseUrl);
  });

  it('logs admin in on /Company/Login and shows the shell', async () => {
    await loginAs(page, server.baseUrl, 'admin');
    expect(new URL(page.url()).pathname).toBe('/Admin/AdminMain');
    await soon(() => page.locator('.erp-header .erp-user-name').textContent()).toBe('관리자');
    await soon(() => page.locator('.erp-header .erp-user-role').textContent()).toBe('관리자');
    await page.locator('.erp-sidebar').getByText('페이지 접속 통계').waitFor();
    await soon(() => page.locator('.erp-tab-active').textContent()).toBe('관리자 메인');
    await soon(() => page.locator('.erp-footer').textContent()).toContain('회사 코드 00001');
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('auth'),
      sessionStorage.getItem('id'),
      sessionStorage.getItem('AUTH'),
      sessionStorage.getItem('COMPANY_CODE'),
      sessionStorage.getItem('mode'),
    ]);
    expect(stored).toEqual(['admin', 'admin', 'system', '00001', 'PROD']);
  });

  it('refuses a customer user on the staff login page', async () => {
    await submitLogin(page, server.baseUrl, '/Company/Login', 'cust');
    const alert = page.locator('.erp-login-error');
    await alert.waitFor();
    await soon(() => alert.textContent()).toContain('이 로그인 화면에서 사용할 수 없는 계정입니다.');
    expect(new URL(page.url()).pathname).toBe('/Company/Login');
    await soon(() => apiGet(page, '/api/user/v1.0/session')).toMatchObject({ status: 401 });
  });

  it('shows a wrong password in Korean under the form and stays on the page', async () => {
    await page.goto(`${server.baseUrl}/Company/CustomerLogin`);
    await page.locator('#loginId').fill('cust2');
    await page.locator('#password').fill('wrong-password');
    await page.locator('button[type="submit"]').click();
    await page.locator('.erp-login-error').getByText('아이디 또는 비밀번호가 올바르지 않습니다.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/Company/CustomerLogin');
    await soon(() => page.locator('.erp-error-dialog .ant-modal').count()).toBe(0);
  });

  it('posts each of the 13 login pages to its own endpoint and lands each kind where the rule says', async () => {
    for (const [portal, loginId] of Object.entries(PORTAL_USERS) as [LoginPortal, string][]) {
      await resetBrowser(page, server.baseUrl);
      const loginPage = LOGIN_PORTALS[portal].page;
      await page.goto(`${server.baseUrl}${loginPage}`);
      await eventually(
        () => page.locator('.erp-login-title').textContent(),
        (value) => expect(value, portal).toBe(LOGIN_PORTAL_VIEWS[portal].title),
      );
      const posted = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().includes('/api/user/v1.0/login/'),
      );
      await fillLogin(page, loginId);
      expect(new URL((await posted).url()).pathname, portal).toBe(`/api/user/v1.0/login/${portal}`);
      await page.waitForURL((url) => url.pathname !== loginPage);
      const session = (await apiGet<SessionInfo>(page, '/api/user/v1.0/session')).body.response;
      const menu = (await apiGet<MenuNode[]>(page, '/api/comm/v1.0/menu/list')).body.response;
      expect(new URL(page.url()).pathname, portal).toBe(
        landingPathFor(session, menu, (url) => findScreenForUrl(url)),
      );
    }
  }, 120_000);

  it('lands admin on the admin main page, public staff and customers on their home, drivers on the mobile main', async () => {
    const expectations: [string, string][] = [
      ['admin', '/Admin/AdminMain'],
      ['staff', '/Home'],
      // A shop's own main page (CustomerMain) is its home now that its menu holds it.
      ['cust', '/Company/Customer/CustomerMain'],
      ['driver', '/Company/MobileMain'],
    ];
    for (const [user, path] of expectations) {
      await resetBrowser(page, server.baseUrl);
      await loginAs(page, server.baseUrl, user as 'admin');
      expect(new URL(page.url()).pathname, user).toBe(path);
    }
  });

  it('sends a visitor without a session to the layout login page, and back after login', async () => {
    const cases: [string, string][] = [
      ['/Admin/PageAccessStats', '/Company/Login'],
      ['/Home', '/Company/Login'],
      ['/Company/MobileMain', '/Company/MobileLogin'],
    ];
    for (const [screen, loginPage] of cases) {
      await page.goto(`${server.baseUrl}${screen}`);
      await page.waitForURL((url) => url.pathname === loginPage);
      expect(new URL(page.url()).searchParams.get('redirect'), screen).toBe(screen);
    }
    await page.goto(`${server.baseUrl}/Admin/PageAccessStats`);
    await page.waitForURL((url) => url.pathname === '/Company/Login');
    await fillLogin(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/Admin/PageAccessStats');
  });

  it('sends the Seo and partner frames back to their own login page when the session is gone', async () => {
    for (const [user, loginPage, frame] of [
      ['seo', '/Company/Seo/SeoLogin', '.erp-cps'],
      ['hr', '/Hr/HrLogin', '.erp-osc'],
    ] as const) {
      await resetBrowser(page, server.baseUrl);
      await loginAs(page, server.baseUrl, user);
      await page.locator(frame).waitFor();
      await page.context().clearCookies();
      await page.reload();
      await page.waitForURL((url) => url.pathname === loginPage);
    }
  });

  it('sends a screen whose API answers 401 to the layout login page', async () => {
    await loginAs(page, server.baseUrl, 'admin');
    await page.goto(`${server.baseUrl}/Admin/PageAccessStats`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.context().clearCookies();
    await page.getByRole('button', { name: '새로고침' }).click();
    await page.waitForURL((url) => url.pathname === '/Company/Login');
    await page.locator('.erp-toast').getByText('로그인이 필요합니다.').waitFor();
    await soon(() => page.locator('.erp-error-dialog .ant-modal').count()).toBe(0);
  });

  it('logs out from the user menu back to the login page used, and the session is gone', async () => {
    await loginAs(page, server.baseUrl, 'cust');
    await page.getByRole('button', { name: '사용자 메뉴' }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await page.waitForURL((url) => url.pathname === '/Company/CustomerLogin');
    await soon(() => apiGet(page, '/api/user/v1.0/session')).toMatchObject({ status: 401 });
    await soon(() => page.evaluate(() => sessionStorage.getItem('ITEM_LIST'))).toBeNull();
  });
});
