import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { DEMO_PARTS, onHand } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('seo.e2e.test.ts');

// Issue #23's journey: the Seo branch registers an order Busan cannot fill → its shortage goes to
// head office as a CPS order → head office ships it from MAIN (a move into transit) → the branch
// scans the goods in at Busan → sells (fix) → prints the branch statement.

const OIL = DEMO_PARTS.oilFilter;
const SHOTS = shotsFolder('seo');
const QTY = 10;

type Cps = { code: string; status: string; moveCode: string | null; lines: { qty: number }[] };

describe.skipIf(!hasChromium)('the Seo branch through CPS (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let staff: Page;
  const suite = useSuite('seo', (s) => {
    ({ server, page } = s);
  });
  useSecondDesk(suite, 'staff', (desk) => {
    staff = desk;
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('orders beyond Busan stock, head office ships, Busan scans in, the branch sells and prints', async () => {
    const busanBefore = await onHand(staff, OIL.code, 'BUSAN');
    const mainBefore = await onHand(staff, OIL.code, 'MAIN');
    const short = QTY - busanBefore;
    expect(short).toBeGreaterThan(0);

    // The branch's order desk: customer, part by number (Enter, Enter), quantity, save.
    await page.goto(`${server.baseUrl}/Company/Seo/SeoOrdering`);
    await page.locator('#seo-customer').click();
    await page.keyboard.press('Enter');
    const search = page.locator('#seo-part-search');
    await search.fill(OIL.partNo);
    await search.press('Enter');
    await page.getByRole('cell', { name: OIL.partNo }).first().waitFor();
    await search.press('Enter');
    const qty = page.getByLabel(`${OIL.partNo} 수량`);
    await qty.fill(String(QTY));
    await qty.press('Tab');
    await page.getByRole('button', { name: '주문 저장' }).click();
    const saved = page.locator('.ant-alert').filter({ hasText: 'CPS 주문 CPS' });
    await saved.waitFor();
    const text = (await saved.textContent()) ?? '';
    const orderCode = /O\d{8}-\d{4}/.exec(text)?.[0] ?? '';
    const cpsCode = /CPS\d{8}-\d{4}/.exec(text)?.[0] ?? '';
    expect([orderCode, cpsCode].every(Boolean)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'ordering.png'), fullPage: true });

    // Head office: the CPS order, shipped from MAIN to Busan.
    await staff.goto(`${server.baseUrl}/Company/OrderSeoOrderInfo/requested/${cpsCode}`);
    await staff.getByRole('button', { name: '본사 출고 (부산으로)' }).click();
    const cpsOf = () => pageApiOk<Cps>(staff, `/api/cps/v1.0/head/cps/detail/${cpsCode}`);
    await soon(async () => (await cpsOf()).status).toBe('shipped');
    const cps = await cpsOf();
    expect(cps.lines.map((l) => l.qty)).toEqual([short]);
    expect(await onHand(staff, OIL.code, 'MAIN')).toBe(mainBefore - short);
    await staff.screenshot({ path: path.join(SHOTS, 'cps-info.png'), fullPage: true });

    // Busan: the move in transit, scanned unit by unit, received.
    await page.goto(`${server.baseUrl}/Company/Seo/SeoBusanWarehouseTransferringList`);
    await page
      .getByText(cps.moveCode ?? '')
      .first()
      .dblclick();
    await page.waitForURL(/SeoBusanWarehouseTransferDetailList/);
    const scan = page.locator('#seo-move-scan');
    for (let i = 1; i <= short; i += 1) {
      await scan.fill(OIL.barcode);
      await scan.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `${i} / ${short}` })
        .waitFor();
    }
    await page.getByRole('button', { name: '입고 완료' }).click();
    await page.getByRole('button', { name: '입고', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '입고 완료:' }).waitFor();
    expect(await onHand(staff, OIL.code, 'BUSAN')).toBe(busanBefore + short);

    // The branch sale from its order list, then its statement.
    await page.goto(`${server.baseUrl}/Company/Seo/SeoObtainList`);
    await page.getByText(orderCode).first().dblclick();
    await page.getByRole('button', { name: '확정 (판매)' }).click();
    await soon(() => onHand(staff, OIL.code, 'BUSAN')).toBe(busanBefore + short - QTY);
    await page.goto(`${server.baseUrl}/Company/Statement/SeoStatementOfAccount/${orderCode}`);
    await page.getByText(`지점 거래명세서 ${orderCode}`).first().waitFor();
    await expect
      .poll(() => page.getByText((OIL.price * QTY).toLocaleString('ko-KR')).count())
      .toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, 'statement.png'), fullPage: true });
  });
});
