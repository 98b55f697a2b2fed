import path from 'node:path';
import type { OrderCandidate, PointInfo } from '@erp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridCell, gridRows } from './support/grid';
import { cancelOrderLines, createCustomer, DEMO_PARTS, placeFixedOrder } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('loyalty.e2e.test.ts');

// Issue #21's journey: a rank range is set, a recompute (started on the screen, its progress bar
// run to the end) moves the customer up, the history shows why; an order priced at the rank's
// discount is fixed and its points show on the customer's point screen; a cancelled line takes
// its points back there.

describe.skipIf(!hasChromium)('ranks and points in the browser', () => {
  let server: TestServer;
  let page: Page;
  let checker: Page;
  const shots = shotsFolder('loyalty');

  const suite = useSuite('admin', (s) => {
    ({ server, page } = s);
  });
  useSecondDesk(suite, 'staff2', (desk) => {
    checker = desk;
  });

  it('recomputes a rank on screen, prices an order by it, and posts and reverses its points', async () => {
    const pad = DEMO_PARTS.brakePad;
    const [padCandidate] = await pageApiOk<OrderCandidate[]>(page, '/api/order/v1.0/part/candidates', {
      customerCode: 'C000001',
      keyword: pad.partNo,
    });
    const kind = padCandidate?.kindCode;
    expect(kind, 'the demo brake pad has a part kind').toBeTruthy();
    await page.evaluate(async () => {
      await fetch('/api/rank/v1.0/status/save', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          periodMonths: 3,
          levels: [
            { code: 'E2EBASE', name: '기본', minAmount: 0, pointRateBp: 0, sortOrder: 1, active: true },
            {
              code: 'E2EGOLD',
              name: '골드',
              minAmount: 100_000,
              pointRateBp: 100,
              sortOrder: 2,
              active: true,
            },
          ],
        }),
      });
    });
    await page.evaluate(async (kindCode) => {
      await fetch('/api/rank/v1.0/discount/save', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rankCode: 'E2EGOLD', discounts: [{ kindCode, discountBp: 1_000 }] }),
      });
    }, kind);
    const customer = await createCustomer(page, '등급 여정 정비', checker);
    await placeFixedOrder(page, {
      customerCode: customer,
      lines: [{ partCode: pad.code, qty: 3, unitPrice: pad.price }],
    });

    // The recompute, started on CustomerRankRange: its progress bar runs to 100 %.
    await page.goto(`${server.baseUrl}/Company/Customer/CustomerRankRange`);
    await page.getByRole('button', { name: '지금 재계산' }).click();
    await soon(() => page.getByLabel('재계산 진행률').getAttribute('aria-valuenow'), 30_000).toBe('100');
    await page.screenshot({ path: path.join(shots, 'rank-range.png'), fullPage: true });

    await page.goto(`${server.baseUrl}/Company/Customer/CustomerRankHistory/${customer}`);
    const change = gridRows(page, 'E2EGOLD').first();
    await change.waitFor({ timeout: 15_000 });
    expect(await gridCell(change, 'source').innerText()).toContain('구매 금액 재계산');
    await page.screenshot({ path: path.join(shots, 'rank-history.png'), fullPage: true });

    // The order screen's suggestion for this customer is the rank's price (10 % off the sale price).
    const [candidate] = await pageApiOk<OrderCandidate[]>(page, '/api/order/v1.0/part/candidates', {
      customerCode: customer,
      keyword: DEMO_PARTS.battery.partNo,
    });
    const [padNow] = await pageApiOk<OrderCandidate[]>(page, '/api/order/v1.0/part/candidates', {
      customerCode: customer,
      keyword: pad.partNo,
    });
    expect(padNow?.rankPrice).toBe(Math.trunc(pad.price * 0.9));
    const price = candidate?.kindCode === kind ? (candidate?.suggestedPrice ?? 0) : (padNow?.rankPrice ?? 0);
    const partCode = candidate?.kindCode === kind ? DEMO_PARTS.battery.code : pad.code;
    const order = await placeFixedOrder(page, {
      customerCode: customer,
      lines: [{ partCode, qty: 2, unitPrice: price }],
    });

    await page.goto(`${server.baseUrl}/Company/Customer/CustomerPointInfo/${customer}`);
    const earned = gridRows(page, order.code).first();
    await earned.waitFor({ timeout: 15_000 });
    expect(await gridCell(earned, 'kind').innerText()).toContain('판매 적립');
    const before = await pageApiOk<PointInfo>(page, `/api/point/v1.0/info/${customer}`, {});
    expect(before.balance).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, 'point-info.png'), fullPage: true });

    await cancelOrderLines(page, checker, order.code, '한 개 취소', [{ lineNo: 1, qty: 1 }]);
    await page.reload();
    await gridRows(page, '판매 적립 회수').first().waitFor({ timeout: 15_000 });
    const after = await pageApiOk<PointInfo>(page, `/api/point/v1.0/info/${customer}`, {});
    expect(before.balance - after.balance).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, 'point-reversed.png'), fullPage: true });
  });
});
