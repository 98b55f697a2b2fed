import { type PageAccessStatsEntry, sampleValue } from '@erp/domain';
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScreenDef } from '../apps/web/src/app/screen.types';
import { SCREENS } from '../apps/web/src/app/screen-registry';
import { navigateInApp, readScreen, waitForAppIdle } from './support/app-idle';
import {
  announceSkipWithoutChromium,
  type ConsoleWatch,
  hasChromium,
  launchBrowser,
  type TestBrowser,
  watchConsole,
} from './support/chromium';
import { eventually, soon } from './support/eventually';
import type { TestServer } from './support/server';
import { type DemoUser, loginAs, resetBrowser, USER_OF_ROLE } from './support/session';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('screens.e2e.test.ts');

// Each catalogued screen carries the parameter values that open it on demo data (its `samples`,
// days relative to today), so the walk needs no list of its own.
const urlOf = (screen: ScreenDef): string =>
  screen.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const sample = screen.samples?.[name];
    if (!sample) throw new Error(`${screen.path}: 매개변수 ${name}의 samples 값을 화면 목록에 추가하세요.`);
    return sampleValue(sample);
  });

/**
 * Who opens each screen: nobody for public entry points, otherwise one demo user of its roles, the
 * most specialised one (the user who may open the fewest screens: a purchaser before a clerk,
 * a clerk before the admin), whose narrower rights are the likelier to miss a read the screen
 * needs. One visit a screen keeps the walk's time growing with the screens, not with the roles;
 * what each role may call is the server's access matrix test.
 */
/**
 * Screens whose sample belongs to one user: the driver's phone pages (a clerk who is no driver is
 * told so with a 404) and a partner's statement (another partner gets the 404 of a missing row).
 */
const OPENED_BY = new Map<string, DemoUser>([
  ['/DeliveryManager/DriverOldPartPickup', 'driver'],
  ['/DeliveryManager/DriverReturnPickup', 'driver'],
  ['/Company/OutsourcingStatementOfAccount/:code', 'hr'],
]);

const visitPlan = (): Map<DemoUser | null, ScreenDef[]> => {
  const usersOf = (screen: ScreenDef): DemoUser[] => {
    if (screen.roles === 'anyone') return [];
    return [...new Set(screen.roles.map((role) => USER_OF_ROLE[role]))].map((user) => {
      if (user === undefined) throw new Error(`${screen.path}: 역할의 데모 사용자가 없습니다.`);
      return user;
    });
  };
  const reach = new Map<DemoUser, number>();
  for (const screen of SCREENS)
    for (const user of usersOf(screen)) reach.set(user, (reach.get(user) ?? 0) + 1);
  const plan = new Map<DemoUser | null, ScreenDef[]>();
  for (const screen of SCREENS) {
    const users = usersOf(screen);
    const user =
      OPENED_BY.get(screen.path) ??
      (users.length === 0
        ? null
        : users.reduce((best, u) => ((reach.get(u) ?? 0) < (reach.get(best) ?? 0) ? u : best)));
    plan.set(user, [...(plan.get(user) ?? []), screen]);
  }
  return plan;
};

/**
 * Screens whose walk sample names a document the demo seed does not hold yet (added by the
 * session-10 areas without a demo seed): the screen must still render with no failure and no other
 * console error, but its own read may answer 404. Each entry goes when its area seeds the document.
 */
const AWAITING_DEMO_DATA = new Set<string>([
  '/Muzin/MuzinInfoView/:viewType/:code',
  '/Muzin/MuzinInfoModify/:viewType/:code',
  '/Company/Notice/NoticeRequestView/:seq',
  '/Company/Notice/NoticeApologyRegister/:seq',
  '/Company/Notice/NoticeApologyView/:seq',
  '/Company/Notice/NoticeBeLateForWorkView/:seq',
  '/Company/Notice/NoticeBeLateForWorkRegister/:seq',
  '/Company/Notice/NoticeHolidayRegister/:seq',
  '/Company/Notice/NoticeHolidayView/:seq',
  '/Company/ReturnCollectionStatementOfAccount/:code',
  '/Company/ReturnStatementOfAccount/:code',
  '/Company/Order/OrderTossHistoryInfo/:code',
  '/Company/PickUp/PickUpOrderRtnRegister/:pickupId/:custcode/:vin/:originOrderCode',
  '/Company/Order/OrderReturnPickRegister/:pickupId/:custcode/:vin/:originOrderCode',
  '/Company/Tax/TaxInvoiceIssueList/:code/:taxcode',
]);
const NOT_FOUND = /status of 404 \(Not Found\)/;

const FAILURE_TEXTS = [
  '화면을 표시하는 중 오류가 발생했습니다.',
  '화면을 불러오지 못했습니다.',
  '페이지를 찾을 수 없습니다.',
  '이 화면을 열 권한이 없습니다.',
  '서버에 연결할 수 없습니다.',
];

// The question of apps/web/src/components/form-page/use-unsaved-changes.ts (importing it here
// would load antd into the test process).
const UNSAVED_TITLE = '저장하지 않은 내용이 있습니다.';

/** Answers the unsaved-input question with 떠나기 when it is open; says whether it was. */
const leaveUnsaved = async (page: Page): Promise<boolean> => {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: UNSAVED_TITLE });
  // Asked for only when the move did not happen; the question opens a frame after the block.
  const shown = await dialog.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return false;
  await dialog.getByRole('button', { name: '떠나기' }).click();
  await dialog.waitFor({ state: 'detached' });
  return true;
};

const statsRequest = (request: Request) =>
  request.url().endsWith('/api/page/access/v1.0/stats/list') && request.method() === 'POST';

const postStats = (page: Page, body: object) =>
  page.evaluate(async (filter) => {
    const response = await fetch('/api/page/access/v1.0/stats/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(filter),
    });
    return ((await response.json()) as { response: PageAccessStatsEntry[] }).response;
  }, body);

const kstToday = () => {
  const shifted = new Date(Date.now() + 9 * 3600_000);
  return shifted.toISOString().slice(0, 10).replaceAll('-', '');
};

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)(
  'registered screens, access logging, Seo sidebar, mobile (SPEC §2.3, §4, §9)',
  () => {
    let server: TestServer;
    let page: Page;
    let consoleWatch: ConsoleWatch;

    useSuite(
      null,
      (suite) => {
        ({ server, page, consoleWatch } = suite);
      },
      false,
    );
    beforeEach(async () => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    it('loads every registered screen without a console error for a user of its role', async () => {
      // One page load per role (its login); every screen after that is a client-side move inside
      // the loaded app, awaited by the app's idle signal, as a user clicking through the menu.
      // Two browsers walk at once, each every other screen of each role: the app of one browser
      // renders while the other waits for the server, so the two cores are both at work.
      const laneCount = Number(process.env.WALK_LANES ?? 2);
      const lanes = [{ page, consoleWatch }];
      const extraBrowsers: TestBrowser[] = [];
      for (let i = 1; i < laneCount; i += 1) {
        const extra = await launchBrowser();
        extraBrowsers.push(extra);
        lanes.push({ page: extra.page, consoleWatch: watchConsole(extra.page) });
      }
      const plan = [...visitPlan()];
      const costs: { where: string; ms: number }[] = [];
      const askedToLeave: string[] = [];
      const missingDemo: string[] = [];
      let loginMs = 0;
      let failed = false;
      const walkLane = async (lane: { page: Page; consoleWatch: ConsoleWatch }, index: number) => {
        const { page, consoleWatch } = lane;
        let previous = '';
        for (const [user, allScreens] of plan) {
          const screens = allScreens.filter((_screen, i) => i % laneCount === index);
          if (screens.length === 0) continue;
          const loginStarted = performance.now();
          await resetBrowser(page, server.baseUrl);
          if (user) await loginAs(page, server.baseUrl, user);
          await waitForAppIdle(page);
          loginMs += performance.now() - loginStarted;
          for (const screen of screens) {
            if (failed) return;
            const url = urlOf(screen);
            const where = `${screen.path} (${user ?? '로그인 전'})`;
            const screenStarted = performance.now();
            consoleWatch.clear();
            await navigateInApp(page, url);
            let state = await readScreen(page, FAILURE_TEXTS);
            if (state.path !== url && (await leaveUnsaved(page))) {
              // The screen before counted its opening values as unsaved input and asked before
              // letting go (a full page load never asks): noted, answered, and the move goes on.
              askedToLeave.push(`${previous} → ${screen.path}`);
              await waitForAppIdle(page);
              state = await readScreen(page, FAILURE_TEXTS);
            }
            previous = screen.path;
            // The browser shows Hangul path segments percent-encoded (PartSimpleRegistration/와이퍼…).
            expect(state.path, where).toBe(url);
            expect(state.loading, where).toBe(false);
            expect(state.failures, where).toEqual([]);
            const errors = consoleWatch.errors;
            const notFoundOnly = errors.length > 0 && errors.every((e) => NOT_FOUND.test(e));
            if (notFoundOnly && (AWAITING_DEMO_DATA.has(screen.path) || process.env.WALK_DISCOVER === '1'))
              missingDemo.push(where);
            else expect(errors, where).toEqual([]);
            costs.push({ where, ms: performance.now() - screenStarted });
          }
        }
      };
      const started = performance.now();
      try {
        await Promise.all(
          lanes.map((lane, index) =>
            walkLane(lane, index).catch((error: unknown) => {
              // The other lanes stop at their next screen instead of walking on beside the report.
              failed = true;
              throw error;
            }),
          ),
        );
      } finally {
        for (const extra of extraBrowsers) await extra.close();
      }
      const totalS = (performance.now() - started) / 1000;
      // The figure CI keeps an eye on (issue 14: at most 0.6 s a screen, so 677 screens fit).
      console.log(
        `walk screens=${costs.length} total=${totalS.toFixed(1)}s per_screen=${(totalS / costs.length).toFixed(3)}s lanes=${laneCount}`,
      );
      const screensS = costs.reduce((sum, c) => sum + c.ms, 0) / 1000;
      console.log(
        `walk split (summed over lanes): logins=${(loginMs / 1000).toFixed(1)}s screens=${screensS.toFixed(1)}s (${(screensS / costs.length).toFixed(3)}s each in its lane)`,
      );
      if (missingDemo.length > 0)
        console.log(`walk opened without demo data (404 of its own read): ${missingDemo.join(', ')}`);
      if (askedToLeave.length > 0)
        console.log(`walk asked "${UNSAVED_TITLE}" without any input: ${askedToLeave.join(', ')}`);
      const slowest = [...costs].sort((a, b) => b.ms - a.ms).slice(0, 5);
      console.log(
        `walk slowest: ${slowest.map((c) => `${c.where} ${(c.ms / 1000).toFixed(2)}s`).join(', ')}`,
      );
      if (process.env.WALK_BASELINE === '1') {
        // For comparing on a machine as loaded as it is now: every 8th of admin's screens opened
        // the old way, a full page load each and network idle.
        const sample = (visitPlan().get('admin') ?? []).filter((_screen, i) => i % 8 === 0);
        await resetBrowser(page, server.baseUrl);
        await loginAs(page, server.baseUrl, 'admin');
        const baselineStarted = performance.now();
        for (const screen of sample) {
          await page.goto(`${server.baseUrl}${urlOf(screen)}`);
          await page.waitForLoadState('networkidle');
        }
        const each = (performance.now() - baselineStarted) / 1000 / sample.length;
        console.log(
          `walk baseline (page load + network idle) screens=${sample.length} per_screen=${each.toFixed(3)}s`,
        );
      }
      // About 0.5 s a screen on a loaded machine; the margin is for a slower one, where a test
      // past its time would keep running beside the next one.
    }, 900_000);

    it('shows a Korean message with a retry button when a screen chunk fails to load, and retries', async () => {
      await resetBrowser(page, server.baseUrl);
      await loginAs(page, server.baseUrl, 'admin');
      await page.locator('.erp-tab-active').waitFor();
      let blocked = true;
      await page.route('**/assets/page-access-stats-page-*.js', (route) =>
        blocked ? route.abort('failed') : route.continue(),
      );
      await page.locator('.erp-sidebar').getByText('페이지 접속 통계').click();
      await page.getByText('화면을 불러오지 못했습니다.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/Admin/PageAccessStats');
      blocked = false;
      await page.getByRole('button', { name: '다시 시도' }).click();
      await page.getByRole('heading', { name: '페이지 접속 통계' }).waitFor();
    });

    it('records each navigation once with the cut path and route name, never the public entry points', async () => {
      await resetBrowser(page, server.baseUrl);
      await loginAs(page, server.baseUrl, 'admin');
      await page.locator('.erp-tab-active').waitFor();
      const countOf = async (path: string) =>
        (await postStats(page, { pathContains: path })).find((e) => e.pagePath === path)?.accessCount ?? 0;
      const before = await countOf('/Home');
      await page.locator('.erp-sidebar').getByText('홈', { exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/Home');
      await soon(() => countOf('/Home')).toBe(before + 1);
      const entries = await postStats(page, { size: 500 });
      expect(entries.find((e) => e.pagePath === '/Home')?.pageName).toBe('홈/홈');
      expect(entries.find((e) => e.pagePath === '/Admin/AdminMain')?.pageName).toBe('관리자/관리자 메인');
      for (const exempt of ['/Company/Login', '/MainPage']) {
        expect(entries.map((e) => e.pagePath)).not.toContain(exempt);
      }
      await expect(page.evaluate(() => sessionStorage.getItem('routeUrl'))).resolves.toBe('/Home');
    });

    it('navigates even when recording the access fails, and only logs it to the console', async () => {
      await resetBrowser(page, server.baseUrl);
      await loginAs(page, server.baseUrl, 'admin');
      await page.locator('.erp-tab-active').waitFor();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route('**/api/page/access/v1.0/save', (route) => route.abort('failed'));
      await page.locator('.erp-sidebar').getByText('페이지 접속 통계').click();
      await page.waitForURL((url) => url.pathname === '/Admin/PageAccessStats');
      await page.getByRole('heading', { name: '페이지 접속 통계' }).waitFor();
      await eventually(
        async () => warnings,
        (logged) => expect(logged.some((w) => w.includes('페이지 접속 기록 실패'))).toBe(true),
      );
      await expect(page.locator('.erp-error-dialog .ant-modal').count()).resolves.toBe(0);
    });

    it('filters and sorts the page access statistics on the server and charts the top pages', async () => {
      await resetBrowser(page, server.baseUrl);
      await loginAs(page, server.baseUrl, 'admin');
      for (const path of ['/Home', '/Admin/AdminMain', '/Company/MobileMain'])
        await navigateInApp(page, path);
      await page.goto(`${server.baseUrl}/Admin/PageAccessStats`);
      await page.locator('.ant-table-row').first().waitFor();
      await page.locator('[data-testid="page-access-chart"] canvas').waitFor();

      const filtered = page.waitForRequest(statsRequest);
      await page.getByPlaceholder('경로에 포함된 글자').fill('/Admin');
      await page.getByRole('button', { name: '조회' }).click();
      expect((await filtered).postDataJSON()).toMatchObject({
        pathContains: '/Admin',
        sort: 'accessCount',
        order: 'desc',
      });
      const pathCells = () => page.locator('.ant-table-row td:nth-child(3)').allInnerTexts();
      await eventually(pathCells, (paths) => {
        expect(paths.length).toBeGreaterThan(0);
        for (const path of paths) expect(path).toContain('/Admin');
      });

      const sorted = page.waitForRequest((r) => statsRequest(r) && r.postDataJSON().sort === 'pagePath');
      await page.locator('.ant-table-thead th').filter({ hasText: '경로' }).click();
      expect((await sorted).postDataJSON()).toMatchObject({ sort: 'pagePath', order: 'asc', page: 1 });
      await eventually(pathCells, (paths) => expect(paths).toEqual([...paths].sort()));

      const dated = page.waitForRequest((r) => statsRequest(r) && r.postDataJSON().fromDate !== undefined);
      await page.locator('.ant-picker-range').click();
      await page.locator('.ant-picker-presets').getByText('오늘').click();
      await page.getByRole('button', { name: '조회' }).click();
      const today = kstToday();
      expect((await dated).postDataJSON()).toMatchObject({ fromDate: today, toDate: today });
    });

    it('keeps the Seo sidebar state in the sidebaronoff cookie for 7 days and closes it on resize', async () => {
      await resetBrowser(page, server.baseUrl);
      await loginAs(page, server.baseUrl, 'seo');
      const sidebar = page.locator('.erp-cps .erp-sidebar');
      await sidebar.waitFor();
      const state = () =>
        sidebar.evaluate((e) => [e.getAttribute('data-open'), e.getAttribute('data-state')]);
      const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'sidebaronoff');
      const away = () => page.mouse.move(900, 450);
      await expect(state()).resolves.toEqual(['on', 'open']);
      expect(await cookie()).toBeUndefined();

      await page.getByRole('button', { name: '메뉴 접기' }).click();
      await away();
      await eventually(state, (s) => expect(s).toEqual(['off', 'closed']));
      const stored = await cookie();
      expect(stored?.value).toBe('off');
      expect(Math.abs((stored?.expires ?? 0) - (Date.now() / 1000 + 7 * 86400))).toBeLessThan(120);

      await page.reload();
      await sidebar.waitFor();
      await away();
      await eventually(state, (s) => expect(s).toEqual(['off', 'closed']));

      // Hovering a closed sidebar opens it for the moment on windows wider than 992 px only.
      await sidebar.hover();
      await eventually(state, (s) => expect(s).toEqual(['off', 'open']));
      await away();
      await eventually(state, (s) => expect(s).toEqual(['off', 'closed']));

      await page.getByRole('button', { name: '메뉴 펼치기' }).click();
      await away();
      await eventually(state, (s) => expect(s).toEqual(['on', 'open']));
      await expect(cookie().then((c) => c?.value)).resolves.toBe('on');

      await page.setViewportSize({ width: 900, height: 800 });
      await eventually(state, (s) => expect(s).toEqual(['off', 'closed']));
      await expect(cookie().then((c) => c?.value)).resolves.toBe('off');
      await sidebar.hover();
      await page.waitForTimeout(300);
      await expect(state()).resolves.toEqual(['off', 'closed']);

      // Other roles do not keep the state.
      await resetBrowser(page, server.baseUrl);
      await page.setViewportSize({ width: 1440, height: 900 });
      await loginAs(page, server.baseUrl, 'admin');
      await page.getByRole('button', { name: '메뉴 접기' }).click();
      await soon(() => page.locator('.erp-sidebar').getAttribute('data-open')).toBe('off');
      expect(await cookie()).toBeUndefined();
    });

    it('is usable at 375 px: mobile login, mobile main and logout', async () => {
      await resetBrowser(page, server.baseUrl);
      await page.setViewportSize({ width: 375, height: 740 });
      await loginAs(page, server.baseUrl, 'driver');
      expect(new URL(page.url()).pathname).toBe('/Company/MobileMain');
      await page.locator('.erp-apps-bar').getByText('박기사').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: '로그아웃' }).click();
      await page.waitForURL((url) => url.pathname === '/Company/MobileLogin');
      const loginOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(loginOverflow).toBeLessThanOrEqual(0);
    });
  },
);
