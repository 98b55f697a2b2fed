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
      // Today in Korea: from 15:00 UTC the UTC date is the day before, and the bill would not count yet.
      date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
        .format(new Date())
        .replaceAll('-', ''),
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

// Issue #18's direct shipment story: a request registered on the station's form, examined by
// scan there (purchase and the customer's order fixed together), found in the list as examined.
describe.skipIf(!hasChromium)('direct examination end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  useSuite('admin', (s) => {
    ({ server, page } = s);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page
        ?.screenshot({ path: path.join(SHOTS, 'DIRECT-FAIL.png'), fullPage: true })
        .catch(() => undefined);
  });

  it('registers a request on screen, examines it by scan and lists it as examined', async () => {
    await page.goto(`${server.baseUrl}/Company/Examination/Direct/DirectExamination`);
    await page.getByRole('button', { name: '직송 요청 등록' }).click();
    await page.getByLabel('매입처').first().click();
    await page.keyboard.press('Enter');
    await page.getByLabel('거래처').first().click();
    await page.keyboard.type('C000001');
    await page.getByText('C000001 한빛카센터', { exact: false }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.getByLabel('직송 품목 찾기').click();
    await page.keyboard.type('AX60L');
    // antd keeps its option nodes hidden for screen readers: attached is what says the search answered.
    await page.getByRole('option', { name: /AX60L/ }).first().waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    await page.getByLabel('AX60L 수량').fill('2');
    await page.screenshot({ path: path.join(SHOTS, 'direct-request.png'), fullPage: true });
    await page.getByRole('button', { name: '요청 저장' }).click();
    const saved = page.getByText(/직송 요청 J\d{8}-\d{4}을\(를\) 등록했습니다/).first();
    await saved.waitFor();
    const code = (await saved.textContent())?.match(/J\d{8}-\d{4}/)?.[0] ?? '';
    expect(code).not.toBe('');
    await expect(
      page.getByRole('link', { name: '요청서 인쇄' }).first().getAttribute('href'),
    ).resolves.toContain(code);

    // The new shipment is open in the station; two scans of the part number, then confirm.
    const scan = page.getByLabel('바코드 스캔');
    for (let i = 0; i < 2; i++) {
      await scan.fill('AX60L');
      await scan.press('Enter');
    }
    await page.getByRole('button', { name: '검수 확정 (2/2개)' }).click();
    await page
      .getByText(new RegExp(`직송 ${code} 검수를 확정했습니다.*수주 O\\d{8}-\\d{4}`))
      .first()
      .waitFor();

    await page.goto(`${server.baseUrl}/Company/Examination/DirectExaminationList/examined`);
    const row = gridRows(page, code).first();
    await row.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'direct-list.png'), fullPage: true });
  });
});
