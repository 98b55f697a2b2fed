import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureWebBundle, sumBytes, toKb } from '../apps/server/src/bench/web-bundle.measure';
import { announceSkipWithoutChromium, CHROMIUM_PATH, hasChromium } from './support/chromium';
import { startServer, type TestServer } from './support/server';

announceSkipWithoutChromium('first-load.e2e.test.ts');

// Fences for issue 14 §6. The login page is held to the goal, 150 KB gzipped (135 KB
// today: no antd, no zod on the login path); an eager import of the shell, antd, zod, the grid or
// a page into the entry pushes it past. The list is held to its goal of 450 KB: 403 KB today,
// since the grid draws with TanStack Table and Virtual (26 KB with our grid code) instead of AG
// Grid (218); the rest is antd's base for the shell 124, React 66, the router and query client
// with the entry 65, zod 23 and antd's select 22. `npm run bench -- web.bundle` prints the
// figures (BENCH_VERBOSE=1 lists every script).
// The screen catalogue (every path, name, role and page loader) is a chunk of its own since the
// router learns the screens on the first move past a login page (patchRoutesOnNavigation): the
// entry fell from 86 to 50 KB gzipped and no longer grows with each screen added.
const LOGIN_FENCE_KB = 150;
const LIST_FENCE_KB = 450;

/**
 * Texts only the heavy parts carry: the data grid's scroll box class, ECharts, the logged-in
 * shell's frame, antd's style engine (cssinjs) and zod's issue codes.
 */
const HEAVY_MARKERS = ['erp-grid-scroll', 'echarts', 'erp-shell-body', '_skip_check_', 'invalid_type'];

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('first load of the staff login page and the customer list', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('loads no grid, chart, shell, antd or zod code on the login page, and stays within the fences', async () => {
    const { login, list } = await measureWebBundle(browser, server.baseUrl);
    const heavyOnLogin: string[] = [];
    for (const url of login.keys()) {
      const body = await (await fetch(url)).text();
      for (const marker of HEAVY_MARKERS)
        if (body.includes(marker)) heavyOnLogin.push(`${new URL(url).pathname}: ${marker}`);
    }
    expect(heavyOnLogin).toEqual([]);
    // The list does load the grid: the markers are real, not a search that finds nothing.
    const listBodies = await Promise.all([...list.keys()].map(async (url) => (await fetch(url)).text()));
    for (const marker of ['erp-grid-scroll', 'erp-shell-body', '_skip_check_', 'invalid_type'])
      expect(
        listBodies.some((body) => body.includes(marker)),
        marker,
      ).toBe(true);
    expect(toKb(sumBytes(login))).toBeLessThanOrEqual(LOGIN_FENCE_KB);
    expect(toKb(sumBytes(list))).toBeLessThanOrEqual(LIST_FENCE_KB);
  });
});
