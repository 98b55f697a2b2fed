import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageApi } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('sales-report.e2e.test.ts');

const SHOTS = shotsFolder('sales-report');
const CUSTOMER = 'C000001';
// Demo oil filter (P0000008, 26300-35505): plenty in stock in MAIN.
const PART = 'P0000008';

const api = pageApi;

describe.skipIf(!hasChromium)('order lists, log and graphs in the browser (issue 8)', () => {
  let server: TestServer;
  let page: Page;
  let orderCode = '';
  let total = 0;

  useSuite('staff', (suite) => {
    ({ server, page } = suite);
  });
  beforeAll(async () => {
    // A real order through the API, as the register screen makes it, then fixed.
    const created = await api<{ code: string; total: number }>(page, '/api/order/v1.0/insert', {
      customerCode: CUSTOMER,
      warehouseCode: 'MAIN',
      lines: [{ partCode: PART, qty: 2, unitPrice: 6_000, priceReason: 'E2E 특가' }],
    });
    expect(created.code, created.message).toBe('S0000');
    orderCode = created.response.code;
    const fixed = await api<{ status: string; total: number }>(page, `/api/order/v1.0/fix/${orderCode}`, {});
    expect(fixed.code, fixed.message).toBe('S0000');
    total = fixed.response.total;
  });

  it('shows the fixed order under its state on IntegratedStatus, and lists it on a click', async () => {
    await page.goto(`${server.baseUrl}/Company/IntegratedStatus`);
    const tile = page.getByTestId('state-waiting-exam');
    await tile.waitFor();
    await expect
      .poll(async () =>
        Number((await tile.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, '')),
      )
      .toBeGreaterThanOrEqual(1);
    await page.getByTestId('state-draft').click();
    await page.getByTestId('state-waiting-exam').press('Enter');
    await gridRows(page, orderCode).first().waitFor();
    const row = gridRows(page, orderCode).first();
    expect(await row.innerText()).toContain(total.toLocaleString('ko-KR'));
    await page.screenshot({ path: path.join(SHOTS, 'integrated-status.png'), fullPage: true });
  });

  it('shows the registration, the price change and the fix on OrderLog, and the order log drawer', async () => {
    await page.goto(`${server.baseUrl}/Company/Order/OrderLog`);
    const rows = gridRows(page, orderCode);
    await rows.filter({ hasText: '확정' }).first().waitFor();
    const text = await page.getByRole('grid').innerText();
    expect(text).toContain(orderCode);
    expect(text).toContain('등록');
    expect(text).toContain('단가 변경');
    expect(text).toContain('E2E 특가');
    await page.screenshot({ path: path.join(SHOTS, 'order-log.png'), fullPage: true });
    await rows.filter({ hasText: '확정' }).first().dblclick();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`주문 로그 ${orderCode}`).waitFor();
    await drawer.getByText('합계').first().waitFor();
    expect(await drawer.innerText()).toContain('아직 출력하지 않았습니다.');
    await page.screenshot({ path: path.join(SHOTS, 'order-log-drawer.png') });
  });

  it('draws the hourly sales chart of today as SVG, its labels as text', async () => {
    await page.goto(`${server.baseUrl}/Company/Graph/HourlyGraph`);
    const chart = page.getByTestId('hourly-by-user').locator('svg');
    await chart.first().waitFor();
    const box = await chart.first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.height ?? 0).toBeGreaterThan(200);
    await expect.poll(async () => chart.first().textContent()).toContain('합계');
    expect(await page.locator('.erp-graph-figures').innerText()).toMatch(/[1-9][\d,]*\s*원/);
    await page.screenshot({ path: path.join(SHOTS, 'hourly-graph.png'), fullPage: true });
  });
});
