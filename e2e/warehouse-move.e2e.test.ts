import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { isRefusalAnswer } from './support/console';
import { soon } from './support/eventually';
import { DEMO_PARTS } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('warehouse-move.e2e.test.ts');

// Issue #18's warehouse move on its screens: staff requests two oil filters from 본사 to 부산,
// ships them (본사 down, 이동 중 up), and at 부산 scans one of them (a brake pad refused); the
// receive records the other short, and the move's lines show all three balances after each step.

const FILTER = DEMO_PARTS.oilFilter;
const WRONG = DEMO_PARTS.brakePad;
const SHOTS = shotsFolder('warehouse-move');

/** The move's line of the filter, its cells in the order of the lines table (grouped headers flattened). */
const COL = { from: 4, transit: 5, to: 6, shipped: 7, scanned: 8, received: 9, short: 10 } as const;
const cells = async (page: Page) => {
  // The lines table of this screen (twelve cells a row), not another open tab's table.
  const row = page
    .locator('table tr:visible', { hasText: FILTER.partNo, has: page.locator('td:nth-child(12)') })
    .first();
  await row.waitFor();
  const texts = await row.locator('td').allInnerTexts();
  return Object.fromEntries(
    Object.entries(COL).map(([k, i]) => [k, Number(texts[i]?.trim() ?? 'NaN')]),
  ) as Record<keyof typeof COL, number>;
};

describe.skipIf(!hasChromium)('warehouse move end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let code = '';
  let before = { from: 0, transit: 0, to: 0 };
  useSuite(
    'staff',
    (s) => {
      ({ server, page } = s);
    },
    isRefusalAnswer,
  );
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });
  const go = (to: string) => page.goto(`${server.baseUrl}${to}`);

  it('requests two filters from 본사 to 부산 and ships them into transit', async () => {
    await go('/Examination/Request/Warehouse/WarehouseMoveRegister');
    await page.getByRole('combobox', { name: '입고 창고' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'BUSAN' }).click();
    await page.getByRole('combobox', { name: '품목 추가' }).click();
    await page.keyboard.type(FILTER.partNo);
    await page.locator('.ant-select-item-option', { hasText: FILTER.code }).click();
    await page.getByRole('spinbutton', { name: `${FILTER.code} 수량` }).fill('2');
    await page.screenshot({ path: path.join(SHOTS, 'register.png'), fullPage: true });
    await page.getByRole('button', { name: /이동 요청/ }).click();
    await page.waitForURL(/\/Warehouse\/WarehouseMoveEachList\/H\d{8}-\d{4}$/, { timeout: 15_000 });
    code = page.url().match(/H\d{8}-\d{4}/)?.[0] ?? '';
    const requested = await cells(page);
    before = { from: requested.from, transit: requested.transit, to: requested.to };
    expect(requested.shipped).toBe(0);

    await page.locator('.erp-page-head:visible button', { hasText: /^출고$/ }).click();
    await page.locator('.ant-popconfirm button', { hasText: /^출고$/ }).click();
    await page.locator('.ant-tag', { hasText: '이동 중' }).first().waitFor();
    await soon(async () => (await cells(page)).transit).toBe(before.transit + 2);
    expect(await cells(page)).toMatchObject({ from: before.from - 2, to: before.to, shipped: 2 });
    await page.screenshot({ path: path.join(SHOTS, 'shipped.png'), fullPage: true });
  });

  it('receives at 부산 by scan: a brake pad refused, one filter scanned, the other short', async () => {
    await page.getByRole('button', { name: /입고 검수/ }).click();
    await page.waitForURL(/WarehouseMoveExamination\?code=/);
    const scan = page.locator('#move-scan');
    await expect.poll(() => scan.isEnabled(), { timeout: 10_000 }).toBe(true);
    await scan.fill(WRONG.barcode);
    await scan.press('Enter');
    await page.getByRole('status').filter({ hasText: '이 이동에 없는 품목' }).waitFor();
    await scan.fill(FILTER.barcode);
    await scan.press('Enter');
    await page.getByRole('status').filter({ hasText: '1 / 2' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'examination.png'), fullPage: true });
    await page.getByRole('button', { name: /입고 완료/ }).click();
    await page.locator('.ant-popconfirm button', { hasText: /^입고$/ }).click();
    await page.getByRole('status').filter({ hasText: '입고 1 · 부족 1 · 파손 0' }).waitFor();

    await go(`/Warehouse/WarehouseMoveEachList/${code}`);
    await soon(async () => (await cells(page)).received).toBe(1);
    expect(await cells(page)).toMatchObject({
      from: before.from - 2,
      transit: before.transit,
      to: before.to + 1,
      shipped: 2,
      scanned: 1,
      short: 1,
    });
    await page.screenshot({ path: path.join(SHOTS, 'received.png'), fullPage: true });
  });

  it('keeps every scan in the history, the refused one too', async () => {
    await go(`/Examination/Request/WarehouseMoveRecordList/${code}`);
    const table = page.locator('.ant-card:visible table');
    await table.getByText('스캔 거절').first().waitFor();
    await expect(table.getByText('입고 검수 스캔').count()).resolves.toBe(1);
    await expect(table.getByText('입고 완료').count()).resolves.toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'record.png'), fullPage: true });
  });
});
