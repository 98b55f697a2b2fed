import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('consignment.e2e.test.ts');

// Issue #18's consignment story, short: staff places two batteries at a customer's shop from the
// register opened on that customer, lands on the customer's list with its statement, and the
// customer's consignment location holds them (our stock, moved out of MAIN).

const CUSTOMER = 'C000002';
const GB80L = { code: 'P0000001', partNo: 'GB80L' };
const SHOTS = shotsFolder('consignment');

type Held = { rows: { partCode: string; qty: number; value: number }[]; locationCode: string | null };

const mainStock = async (page: Page): Promise<number> =>
  (
    await pageApiOk<{ warehouseCode: string; qty: number }[]>(page, `/api/stock/v1.0/part/${GB80L.code}`)
  ).find((s) => s.warehouseCode === 'MAIN')?.qty ?? 0;

describe.skipIf(!hasChromium)('consignment end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  useSuite('staff', (s) => {
    ({ server, page } = s);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('places goods at a customer and shows the consignment balance, the statement and the list', async () => {
    const before = await mainStock(page);
    await page.goto(`${server.baseUrl}/Consignment/ConsignmentRegister/place/${CUSTOMER}`);
    const part = page.getByRole('textbox', { name: '1번째 줄 품번' });
    await part.fill(GB80L.partNo);
    await part.press('Enter');
    await soon(() => page.getByRole('textbox', { name: '2번째 줄 품번' }).count()).toBe(1);
    await page.getByRole('textbox', { name: '1번째 줄 수량' }).fill('2');
    await page.getByRole('button', { name: /저장/ }).first().click();
    await page.waitForURL(new RegExp(`/Consignment/ConsignmentList/all/${CUSTOMER}$`), { timeout: 15_000 });

    const held = await pageApiOk<Held>(page, `/api/consignment/v1.0/stock/${CUSTOMER}`);
    expect(held.locationCode).toBe(`CS-${CUSTOMER}`);
    expect(held.rows.find((r) => r.partCode === GB80L.code)?.qty).toBe(2);
    expect(await mainStock(page)).toBe(before - 2);

    const statement = page.getByTestId('consignment-statement');
    await statement.getByText(GB80L.partNo).first().waitFor();
    await gridRows(page, 'G').first().waitFor();
    expect(await gridRows(page, '위탁 출고').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, 'consignment-list.png'), fullPage: true });
  });
});
