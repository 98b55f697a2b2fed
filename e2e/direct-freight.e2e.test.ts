import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridCell, gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('direct-freight.e2e.test.ts');

// Issue #18's freight story on its screens: staff charges a freight bill to the demo purchase by
// value, sees each line's share before saving (summing to the supply), saves, and finds the bill
// in the list; the stock value of the purchase's parts rose by exactly the supply.

const SHOTS = shotsFolder('direct-freight');
const PURCHASE = 'R00000001';

type Valuation = { totalValue: number };

describe.skipIf(!hasChromium)('freight end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  useSuite('staff', (s) => {
    ({ server, page } = s);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });
  const valuation = () =>
    pageApiOk<Valuation>(page, '/api/stock/v1.0/valuation', {
      date: new Date().toISOString().slice(0, 10).replaceAll('-', ''),
    });

  it('registers a freight bill on a purchase by value, with the allocation shown first, and lists it', async () => {
    const before = (await valuation()).totalValue;
    await page.goto(`${server.baseUrl}/Company/FreightCostRegistration/purchase/${PURCHASE}`);
    await page.getByLabel('운송사').fill('대신화물');
    await page.getByLabel('운임 금액').fill('22000');
    // VAT included by default: 22,000 → supply 20,000 spread over the lines.
    await soon(() => page.getByTestId('fc-supply').textContent()).toBe('20,000원');
    const shares = await gridRows(page)
      .filter({ has: page.locator('[data-col="share"]') })
      .evaluateAll((rows) =>
        rows.map((r) => Number(r.querySelector('[data-col="share"]')?.textContent?.replaceAll(',', '') ?? 0)),
      );
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.reduce((s, v) => s + v, 0)).toBe(20_000);
    await page.screenshot({ path: path.join(SHOTS, 'freight-preview.png'), fullPage: true });

    await page.getByRole('button', { name: '운임 등록 Ctrl+Enter' }).click();
    const toast = page.getByText(/운임 F\d{8}-\d{4}: 20,000원을/).first();
    await toast.waitFor();
    const code = (await toast.textContent())?.match(/F\d{8}-\d{4}/)?.[0] ?? '';
    expect(code).not.toBe('');
    expect((await valuation()).totalValue).toBe(before + 20_000);

    await page.goto(`${server.baseUrl}/Company/FreightCostList/purchase`);
    const row = gridRows(page, code).first();
    await row.waitFor();
    await expect(gridCell(row, 'docCode').textContent()).resolves.toBe(PURCHASE);
    await expect(gridCell(row, 'carrierName').textContent()).resolves.toBe('대신화물');
    await page.screenshot({ path: path.join(SHOTS, 'freight-list.png'), fullPage: true });
  });
});
