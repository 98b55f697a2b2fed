import type { LoginPortal } from '@erp/domain';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo1234!';

/** Demo accounts (seeded by the server) and the login page each uses. */
export const DEMO_USERS = {
  admin: '/Company/Login',
  staff: '/Company/Login',
  driver: '/Company/MobileLogin',
  cust: '/Company/CustomerLogin',
  purchase: '/Company/PurchaseLogin',
  external: '/Company/External/ExternalSystemLogin',
  seo: '/Company/Seo/SeoLogin',
  client: '/Company/Client/ClientLogin',
  courier: '/Company/Courier/CourierLogin',
  hr: '/Hr/HrLogin',
  autoreman: '/AutoReman/AutoRemanLogin',
  taegyeong: '/TaeGyeong/TaeGyeongLogin',
  mobis: '/mobis/mobisLogin',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

/** The demo account each login portal admits (its page refuses the others). */
export const PORTAL_USERS: Record<LoginPortal, string> = {
  staff: 'staff',
  mobile: 'driver',
  customer: 'cust',
  purchase: 'purchase',
  'purchase-mobile': 'purchase',
  external: 'external',
  seo: 'seo',
  client: 'client',
  courier: 'courier',
  mobis: 'mobis',
  taegyeong: 'taegyeong',
  hr: 'hr',
  autoreman: 'autoreman',
};

/** A demo user for each role, to open the screens of that role. */
export const USER_OF_ROLE: Record<string, DemoUser> = {
  admin: 'admin',
  public: 'staff',
  cust: 'cust',
  external: 'external',
  cirkep: 'courier',
  client: 'client',
  purchase: 'purchase',
  seo: 'seo',
  HR: 'hr',
  AUTOREMAN: 'autoreman',
  TAEGYEONG: 'taegyeong',
  SHINMYEONG: 'mobis',
};

/** Fills the login form on the page in view and submits it. */
export const fillLogin = async (page: Page, loginId: string) => {
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
};

/** Opens a login page, fills it and submits; does not wait for where it lands. */
export const submitLogin = async (page: Page, baseUrl: string, loginPage: string, loginId: string) => {
  await page.goto(`${baseUrl}${loginPage}`);
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
};

/** Logs a demo user in through its login page and waits until the app has left that page. */
export const loginAs = async (
  page: Page,
  baseUrl: string,
  user: DemoUser,
  loginPage: string = DEMO_USERS[user],
) => {
  await submitLogin(page, baseUrl, loginPage, user);
  await page.waitForURL((url) => url.pathname !== loginPage, { timeout: 15_000 });
};

/** Forgets every trace of the previous user in this browser: cookie and both storages. */
export const resetBrowser = async (page: Page, baseUrl: string) => {
  // Leave the previous page first: a request it still has in flight would otherwise come back
  // 401 once the cookie is gone, and be logged as a console error of the next test.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/MainPage`);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
};
