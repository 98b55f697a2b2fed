import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium, launchBrowser } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import { DEMO_PARTS, placeFixedOrder } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('admin.e2e.test.ts');

// Issue #28's journeys: the admin registers a staff account and grants it one extra menu; that
// user logs in and finds it. A call the delivery gateway refused is sent again from the failure list.

const SHOTS = shotsFolder('admin');
const GRANTED = '거래처 분류별 단가 관리';

// A local fake of the delivery gateway the server is pointed at (DELIVERY_GATEWAY_URL).
const received: string[] = [];
let gateway: Server;

describe.skipIf(!hasChromium)('administration and interfaces (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      received.push(req.url ?? '');
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    process.env.DELIVERY_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/gw`;
  });
  useSuite('admin', (s) => {
    ({ server, page } = s);
  });
  afterAll(async () => {
    delete process.env.DELIVERY_GATEWAY_URL;
    await new Promise((resolve) => gateway?.close(resolve));
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('creates a staff account with a grant; logged in as it, the granted menu shows', async () => {
    const loginId = `e2e${Date.now().toString(36)}`;
    await page.goto(`${server.baseUrl}/Company/UserManage`);
    await gridRows(page, 'admin').first().waitFor();
    await page.getByRole('button', { name: '사용자 등록' }).click();
    const dialog = page.getByRole('dialog', { name: '사용자 등록' });
    await dialog.getByLabel('아이디').fill(loginId);
    await dialog.getByRole('button', { name: '중복 확인' }).click();
    await dialog.getByText('사용할 수 있는 아이디입니다.').waitFor();
    await dialog.getByLabel('이름').fill('이도윤');
    await dialog.getByLabel('비밀번호').fill('e2e-pass-1234');
    await dialog.getByRole('button', { name: '등록' }).click();

    const drawer = page.locator('.ant-drawer');
    await drawer.getByText(`이도윤 (${loginId})`).waitFor();
    await drawer.getByRole('checkbox', { name: new RegExp(GRANTED) }).check();
    await drawer.getByRole('button', { name: '메뉴 저장' }).click();
    await page.getByText('추가 메뉴를 저장했습니다.', { exact: false }).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'user-manage.png') });

    const other = await launchBrowser();
    try {
      await other.page.goto(`${server.baseUrl}/Company/Login`);
      await other.page.locator('#loginId').fill(loginId);
      await other.page.locator('#password').fill('e2e-pass-1234');
      await other.page.locator('button[type="submit"]').click();
      await other.page.waitForURL((url) => url.pathname !== '/Company/Login', { timeout: 15_000 });
      await other.page.getByText(GRANTED).first().waitFor({ timeout: 15_000 });
      await other.page.screenshot({ path: path.join(SHOTS, 'granted-home.png') });
    } finally {
      await other.close();
    }
  });

  it('retries a failed interface call from the failure list', async () => {
    const failure = await pageApiOk<{ id: number }>(page, '/api/interface/v1.0/fail/insert', {
      topic: 'delivery-gateway',
      event: 'delivery/insert',
      body: { orderCode: 'E2E-1' },
      error: '상대 서버에 연결할 수 없습니다.',
    });
    await page.goto(`${server.baseUrl}/Company/IFace/IFaceFailList/delivery-gateway`);
    const row = gridRows(page, '상대 서버에 연결할 수 없습니다.').first();
    await row.waitFor();
    await row.dblclick();
    await page.getByRole('dialog').getByText('"orderCode":"E2E-1"', { exact: false }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'iface-fail-list.png') });
    await page.getByRole('button', { name: '다시 보내기' }).click();
    await page.getByText('다시 보냈습니다.').first().waitFor();
    expect(received).toEqual(['/gw/delivery/insert']);
    await soon(async () => {
      const list = await pageApiOk<{ rows: { id: number }[] }>(page, '/api/interface/v1.0/fail/list', {});
      return list.rows.some((r) => r.id === failure.id);
    }).toBe(false);
  });

  it("shows an order fixed now under its clerk on the day's staff sales, and the year chart", async () => {
    const before = await pageApiOk<{ total: { amount: number } }>(page, '/api/user/v1.0/performance/sell', {
      span: 'day',
      at: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', ''),
    });
    const order = await placeFixedOrder(page, {
      customerCode: 'C000001',
      lines: [{ partCode: DEMO_PARTS.oilFilter.code, qty: 1, unitPrice: DEMO_PARTS.oilFilter.price }],
    });
    await page.goto(`${server.baseUrl}/UserSellDay`);
    const row = gridRows(page, '관리자').first();
    await row.waitFor();
    // The figures over the chart: the day's total grew by the order just fixed.
    const figure = page.locator('.ant-statistic', { hasText: '매출 합계' });
    await soon(async () => (await figure.innerText()).replace(/[^0-9]/g, '')).toBe(
      String(before.total.amount + order.total),
    );
    await page.screenshot({ path: path.join(SHOTS, 'user-sell-day.png') });
    await page.goto(`${server.baseUrl}/Company/UserSellYear`);
    await page.getByTestId('staff-sell-chart').locator('svg').first().waitFor();
    await gridRows(page, '관리자').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'user-sell-year.png') });
  });
});
