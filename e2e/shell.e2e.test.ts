import type { MenuNode } from '@erp/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { isRegisteredUrl } from '../apps/web/src/app/screen-registry';
import { buildSidebarEntries, type SidebarEntry } from '../apps/web/src/shell/sidebar/sidebar-menu';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { eventually, soon } from './support/eventually';
import type { TestServer } from './support/server';
import { type DemoUser, loginAs, resetBrowser } from './support/session';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('shell.e2e.test.ts');

type Tab = { title: string; url: string; active: boolean };

const tabsOf = (page: Page) =>
  page.locator('.erp-tab').evaluateAll((elements) =>
    elements.map((e) => ({
      title: e.getAttribute('data-title'),
      active: e.getAttribute('aria-selected') === 'true',
    })),
  );

const storedTabs = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('ITEM_LIST') ?? '[]') as Tab[]);

const pathOf = (page: Page) => new URL(page.url()).pathname;

const menuOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/comm/v1.0/menu/list');
    return ((await response.json()) as { response: MenuNode[] }).response;
  });

const flatMenu = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => [n, ...flatMenu(n.children)]);
const flatEntries = (entries: readonly SidebarEntry[]): string[] =>
  entries.flatMap((e) => [e.title, ...flatEntries(e.children)]);

const sidebarTitles = (page: Page) =>
  page
    .locator('.erp-sidebar .ant-menu-title-content')
    .evaluateAll((elements) => elements.map((e) => e.textContent?.trim() ?? '').filter((t) => t !== '홈'));

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('web shell (SPEC §2.2, §2.22–2.24, §5, §6, §8, §9)', () => {
  let server: TestServer;
  let page: Page;

  const login = async (user: DemoUser) => {
    await resetBrowser(page, server.baseUrl);
    await loginAs(page, server.baseUrl, user);
  };
  /** Another user in the same browser: the session goes, local storage (themes, quick links) stays. */
  const switchUser = async (user: DemoUser) => {
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await loginAs(page, server.baseUrl, user);
    await page.locator('.erp-header').waitFor();
  };

  useSuite(
    null,
    (suite) => {
      ({ server, page } = suite);
    },
    false,
  );
  beforeEach(async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows admin, public, cust and seo each their own menu, cut to the built screens', async () => {
    const authsOf = async (user: DemoUser) => {
      await login(user);
      await page.locator('.erp-sidebar').waitFor();
      const menu = await menuOf(page);
      const expected = flatEntries(buildSidebarEntries(menu, (url) => isRegisteredUrl(url)));
      await eventually(
        () => sidebarTitles(page),
        (value) => expect(value, user).toEqual(expected),
      );
      return { menu: flatMenu(menu), sidebar: expected };
    };

    const admin = await authsOf('admin');
    expect(new Set(admin.menu.map((m) => m.menu_auth))).toEqual(new Set(['admin', 'public']));
    expect(admin.sidebar).toEqual(expect.arrayContaining(['관리자', '관리자 메인', '페이지 접속 통계']));

    const staff = await authsOf('staff');
    const staffUrls = staff.menu.map((m) => m.menu_url);
    expect(staffUrls).toContain('/Company/Customer/CustomerCategoryPrice');
    expect(staffUrls).not.toContain('/Admin/PageAccessStats');
    expect(staff.sidebar).not.toContain('페이지 접속 통계');

    const cust = await authsOf('cust');
    expect(new Set(cust.menu.map((m) => m.menu_auth))).toEqual(new Set(['cust']));

    const seo = await authsOf('seo');
    expect(new Set(seo.menu.map((m) => m.menu_auth))).toEqual(new Set(['seo']));
    await page.locator('.erp-cps .erp-sidebar').waitFor();
    await soon(() => page.locator('.erp-header').count()).toBe(0);
  });

  it('keeps one tab per title, activates the visited one and closes by title', async () => {
    await login('admin');
    await soon(() => tabsOf(page)).toEqual([{ title: '관리자 메인', active: true }]);
    await soon(() => page.locator('.erp-tab-close').count()).toBe(0);

    await page.locator('.erp-sidebar').getByText('페이지 접속 통계').click();
    // A tab is a page that was shown: wait for it before moving on (its chunk loads lazily).
    await page.locator('.erp-tab[data-title="페이지 접속 통계"]').waitFor();
    await page.locator('.erp-sidebar').getByText('홈', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/Home');
    await eventually(
      () => tabsOf(page),
      (value) =>
        expect(value).toEqual([
          { title: '관리자 메인', active: false },
          { title: '페이지 접속 통계', active: false },
          { title: '홈', active: true },
        ]),
    );
    await soon(() => page.locator('.erp-tab-close').count()).toBe(3);

    await page.locator('.erp-sidebar').getByText('관리자 메인').click();
    await page.waitForURL((url) => url.pathname === '/Admin/AdminMain');
    await eventually(
      () => tabsOf(page),
      (value) =>
        expect(value).toEqual([
          { title: '관리자 메인', active: true },
          { title: '페이지 접속 통계', active: false },
          { title: '홈', active: false },
        ]),
    );

    await page.locator('.erp-tab[data-title="홈"]').click();
    await page.waitForURL((url) => url.pathname === '/Home');
    await eventually(
      () => storedTabs(page),
      (value) =>
        expect(value).toEqual([
          { title: '관리자 메인', url: '/Admin/AdminMain', active: false },
          { title: '페이지 접속 통계', url: '/Admin/PageAccessStats', active: false },
          { title: '홈', url: '/Home', active: true },
        ]),
    );

    await page.reload();
    await page.locator('.erp-tab').first().waitFor();
    await soon(() => tabsOf(page)).toHaveLength(3);

    await page.getByRole('button', { name: '페이지 접속 통계 탭 닫기' }).click();
    expect(pathOf(page)).toBe('/Home');
    await eventually(
      () => tabsOf(page),
      (value) =>
        expect(value).toEqual([
          { title: '관리자 메인', active: false },
          { title: '홈', active: true },
        ]),
    );

    await page.getByRole('button', { name: '홈 탭 닫기' }).click();
    await page.waitForURL((url) => url.pathname === '/Admin/AdminMain');
    await soon(() => tabsOf(page)).toEqual([{ title: '관리자 메인', active: true }]);
    await soon(() => page.locator('.erp-tab-close').count()).toBe(0);
  });

  it('drops the oldest tab when the 16th opens, and scrolls 50 px every 100 ms while an arrow is held', async () => {
    await login('admin');
    await page.locator('.erp-tab-active').waitFor();
    const seeded = Array.from({ length: 15 }, (_, i) => ({
      title: `거래처 사용자 로그인 조회 ${i + 1}`,
      url: '/Home',
      active: i === 14,
    }));
    await page.evaluate((tabs) => sessionStorage.setItem('ITEM_LIST', JSON.stringify(tabs)), seeded);
    await page.goto(`${server.baseUrl}/Admin/PageAccessStats`);
    await page.locator('.erp-tab-active[data-title="페이지 접속 통계"]').waitFor();
    const tabs = await tabsOf(page);
    expect(tabs).toHaveLength(15);
    expect(tabs[0]?.title).toBe('거래처 사용자 로그인 조회 2');
    expect(tabs.at(-1)).toEqual({ title: '페이지 접속 통계', active: true });

    const columns = await page
      .locator('.erp-tab-strip')
      .evaluate((e) => [
        e.getBoundingClientRect().width,
        ...getComputedStyle(e).gridTemplateColumns.split(' ').map(parseFloat),
      ]);
    const [width = 1, ...parts] = columns;
    expect(parts.map((p) => Math.round((p / width) * 100))).toEqual([2, 94, 2, 2]);

    const scroller = page.locator('.erp-tab-scroller');
    const scrollLeft = () => scroller.evaluate((e) => e.scrollLeft);
    await scroller.evaluate((e) => {
      e.scrollLeft = 0;
    });
    const right = await page.getByRole('button', { name: '탭 오른쪽으로 이동' }).boundingBox();
    if (!right) throw new Error('오른쪽 화살표가 보이지 않습니다.');
    await page.mouse.move(right.x + right.width / 2, right.y + right.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(450);
    await page.mouse.up();
    const held = await scrollLeft();
    expect(held % 50).toBe(0);
    // At least two steps in 450 ms even on a busy machine; the exact timing is unit-tested with fake timers.
    expect(held).toBeGreaterThanOrEqual(100);
    expect(held).toBeLessThanOrEqual(300);
    await page.waitForTimeout(300);
    await soon(() => scrollLeft()).toBe(held);

    const left = await page.getByRole('button', { name: '탭 왼쪽으로 이동' }).boundingBox();
    if (!left) throw new Error('왼쪽 화살표가 보이지 않습니다.');
    await page.mouse.move(left.x + left.width / 2, left.y + left.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(150);
    await page.mouse.up();
    await soon(() => scrollLeft()).toBeLessThanOrEqual(held - 100);
  });

  it('reloads the whole page for the notice register tab only', async () => {
    await login('admin');
    await page.locator('.erp-tab-active').waitFor();
    await page.evaluate(() =>
      sessionStorage.setItem(
        'ITEM_LIST',
        JSON.stringify([
          { title: '공지 등록', url: '/Company/Notice/NoticeRegister', active: false },
          { title: '홈', url: '/Home', active: false },
        ]),
      ),
    );
    await page.goto(`${server.baseUrl}/Admin/AdminMain`);
    await page.locator('.erp-tab-active[data-title="관리자 메인"]').waitFor();
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.locator('.erp-tab[data-title="홈"]').click();
    await page.waitForURL((url) => url.pathname === '/Home');
    await soon(() => page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.locator('.erp-tab[data-title="공지 등록"]').click();
    await page.waitForURL((url) => url.pathname === '/Company/Notice/NoticeRegister');
    await soon(() => page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  it('opens a tab in a popup window sized screen width / 1.75 by height / 1.15', async () => {
    await login('admin');
    await page.locator('.erp-tab[data-title="관리자 메인"]').click({ button: 'right' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('menuitem', { name: '새 창으로 열기' }).click(),
    ]);
    await popup.waitForLoadState();
    const expected = await page.evaluate(() => [
      Math.round(screen.width / 1.75),
      Math.round(screen.height / 1.15),
    ]);
    const outer = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
    expect(outer).toEqual(expected);
    expect(new URL(popup.url()).pathname).toBe('/Admin/AdminMain');
    await popup.close();
  });

  it('keeps at most 5 quick links for admin and public staff, without duplicates', async () => {
    await login('admin');
    await page.evaluate(() => {
      localStorage.setItem(
        'quickLink',
        JSON.stringify(['/Home?a', '/Home?b', '/Home?c', '/Home?d', '/Home?e']),
      );
      localStorage.setItem('quickTitle', JSON.stringify(['가', '나', '다', '라', '마']));
    });
    await page.goto(`${server.baseUrl}/Admin/PageAccessStats`);
    await soon(() => page.locator('.erp-quick-link').count()).toBe(5);
    const add = page.getByRole('button', { name: '빠른 링크 추가' });
    await add.click();
    await page.locator('.erp-toast-success').waitFor();
    const stored = () =>
      page.evaluate(() => [
        JSON.parse(localStorage.getItem('quickLink') ?? '[]'),
        JSON.parse(localStorage.getItem('quickTitle') ?? '[]'),
      ]);
    await eventually(
      () => stored(),
      (value) =>
        expect(value).toEqual([
          ['/Home?b', '/Home?c', '/Home?d', '/Home?e', '/Admin/PageAccessStats'],
          ['나', '다', '라', '마', '페이지 접속 통계'],
        ]),
    );
    await add.click();
    await page.locator('.erp-toast-info').getByText('이미 빠른 링크에 있는 화면입니다.').waitFor();
    await soon(() => page.locator('.erp-quick-link').count()).toBe(5);
    await page
      .getByRole('button', { name: '가 빠른 링크 삭제' })
      .count()
      .then((n) => expect(n).toBe(0));
    await page.getByRole('button', { name: '나 빠른 링크 삭제' }).click();
    await soon(() => page.locator('.erp-quick-link').count()).toBe(4);
    await page.locator('.erp-quick-link').getByText('페이지 접속 통계').click();
    expect(pathOf(page)).toBe('/Admin/PageAccessStats');

    await login('staff');
    await soon(() => page.getByRole('button', { name: '빠른 링크 추가' }).count()).toBe(1);
    await login('cust');
    await page.locator('.erp-header').waitFor();
    await soon(() => page.locator('.erp-quick-links').count()).toBe(0);
  });

  it('shows toasts top-right in a 350 px column, 20 at most, gone after 2000 ms and a 300 ms fade', async () => {
    await login('admin');
    await page.getByRole('button', { name: '빠른 링크 추가' }).waitFor();
    // The page itself notes when the toasts appeared and when the last one left, so their lifetime
    // is measured in the browser, not by how long the checks below take on a busy machine.
    await page.evaluate(() => {
      const times = { shown: 0, gone: 0 };
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const n = document.querySelectorAll('.erp-toast').length;
        if (n > 0 && times.shown === 0) times.shown = performance.now();
        if (n === 0 && times.shown > 0 && times.gone === 0) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
      const button = document.querySelector<HTMLButtonElement>('button[aria-label="빠른 링크 추가"]');
      for (let i = 0; i < 21; i++) button?.click();
    });
    const toasts = page.locator('.erp-toast');
    await soon(() => toasts.count()).toBe(20);
    const container = page.locator('.erp-toast-container[data-position="top-right"]');
    const box = await container.boundingBox();
    expect(box?.y).toBe(16);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1440 - 16);
    expect(box?.width).toBeLessThanOrEqual(350);
    await soon(() => container.evaluate((e) => getComputedStyle(e).maxWidth)).toBe('350px');
    await soon(() => toasts.first().evaluate((e) => e.style.transition)).toContain('300ms');
    await page.waitForFunction(() => document.querySelectorAll('.erp-toast').length === 0, undefined, {
      timeout: 5000,
    });
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes,
    );
    // 2000 ms shown, then the 300 ms fade; a frame or two of slack for the observer.
    expect(gone - shown).toBeGreaterThanOrEqual(2000);
    expect(gone - shown).toBeLessThan(2300 + 400);
  });

  it('shows API errors in a dialog that Escape and outside clicks do not close', async () => {
    await login('admin');
    await page.route('**/api/page/access/v1.0/stats/list', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'E0500',
          message: '서버 오류가 발생했습니다. 잠시 후 다시 시도하세요.',
          response: null,
        }),
      }),
    );
    await page.goto(`${server.baseUrl}/Admin/PageAccessStats`);
    const dialog = page.locator('.erp-error-dialog .ant-modal');
    await dialog.waitFor();
    await soon(() => page.getByTestId('error-dialog-code').textContent()).toBe('E0500');
    await soon(() => page.getByTestId('error-dialog-url').textContent()).toBe(
      '/api/page/access/v1.0/stats/list',
    );
    await soon(() => page.getByTestId('error-dialog-message').textContent()).toBe(
      '서버 오류가 발생했습니다. 잠시 후 다시 시도하세요.',
    );
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 880);
    await page.waitForTimeout(400);
    await soon(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the Muzin menu with four large buttons, closed by Escape', async () => {
    await login('admin');
    await page.getByRole('button', { name: '무진 메뉴' }).click();
    const dialog = page.locator('.erp-muzin-dialog .ant-modal');
    await dialog.waitFor();
    await soon(() => dialog.locator('.erp-muzin-button').allTextContents()).toEqual([
      '무진 공용 정보',
      '무진 개인 정보',
      '자료실',
      '클립보드',
    ]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('offers 36 colour schemes for header and sidebar, remembered per user, with a restore button', async () => {
    await login('admin');
    await page.getByRole('button', { name: '테마 설정' }).click();
    const panel = page.locator('.erp-theme-panel');
    await soon(() => panel.locator('[data-part="header"] .erp-theme-swatch').count()).toBe(36);
    await soon(() => panel.locator('[data-part="sidebar"] .erp-theme-swatch').count()).toBe(36);
    await panel.locator('[data-part="header"] [data-scheme="night-sky"]').click();
    await panel.locator('[data-part="sidebar"] [data-scheme="white"]').click();
    const headerBackground = () =>
      page.locator('.erp-header').evaluate((e) => getComputedStyle(e).backgroundImage);
    const sidebarColor = () =>
      page.locator('.erp-sidebar').evaluate((e) => getComputedStyle(e).backgroundColor);
    await soon(() => headerBackground()).toContain('linear-gradient');
    await soon(() => sidebarColor()).toBe('rgb(255, 255, 255)');

    await page.reload();
    await soon(() => headerBackground()).toContain('linear-gradient');

    // Another user on the same browser keeps their own colours; admin's choice stays stored.
    await switchUser('staff');
    await soon(() => headerBackground()).toBe('none');
    await switchUser('admin');
    await soon(() => headerBackground()).toContain('linear-gradient');
    await page.getByRole('button', { name: '테마 설정' }).click();
    await page.getByRole('button', { name: '기본값으로 복원' }).click();
    await soon(() => headerBackground()).toBe('none');
    await soon(() => page.evaluate(() => localStorage.getItem('erp.theme.admin'))).toBe(
      JSON.stringify({ header: 'white', sidebar: 'royal' }),
    );
  });
});
