import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageApi, pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { isRefusalAnswer } from './support/console';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('sales-lists.e2e.test.ts');

// Issue 16 points 2, 4 and 5 as a new user meets them: the order screen warns about a customer
// still waiting for its check (and the fix is refused), 수주 목록 shows a waiting cancel, and the
// purchase list names its warehouse.
const SHOTS = shotsFolder('sales-lists');
const PART = 'P0000008'; // the demo oil filter, in stock in MAIN

describe.skipIf(!hasChromium)('sales lists, new customers and warehouse names in the browser', () => {
  let server: TestServer;
  let page: Page;

  useSuite(
    'staff',
    (suite) => {
      ({ server, page } = suite);
    },
    isRefusalAnswer,
  );

  it('warns on the order screen about a customer still waiting in 신규 거래처 확인, and the fix is refused', async () => {
    const { customer } = await pageApiOk<{ customer: { code: string } }>(page, '/api/customer/v1.0/insert', {
      name: '확인전정비',
    });
    await page.goto(`${server.baseUrl}/Company/ObtainRegister/-/${customer.code}/-`);
    const warning = page.getByTestId('order-customer-unconfirmed');
    await warning.waitFor({ timeout: 15_000 });
    expect(await warning.innerText()).toContain('신규 거래처 확인 전');
    await page.screenshot({ path: path.join(SHOTS, 'order-unconfirmed-customer.png'), fullPage: true });
    const draft = await pageApiOk<{ code: string }>(page, '/api/order/v1.0/insert', {
      customerCode: customer.code,
      warehouseCode: 'MAIN',
      lines: [{ partCode: PART, qty: 1, unitPrice: 10_000, priceReason: 'E2E' }],
    });
    const fix = await pageApi(page, `/api/order/v1.0/fix/${draft.code}`, {});
    expect(fix.code).toBe('E2003');
    expect(fix.message).toContain("'확인전정비' 거래처는 아직 신규 거래처 확인 전입니다");
  });

  it('shows a waiting cancel on 수주 목록 instead of a bare total, with the warehouse name', async () => {
    const draft = await pageApiOk<{ code: string }>(page, '/api/order/v1.0/insert', {
      customerCode: 'C000002',
      warehouseCode: 'MAIN',
      lines: [{ partCode: PART, qty: 2, unitPrice: 10_000, priceReason: 'E2E' }],
    });
    await pageApiOk(page, `/api/order/v1.0/fix/${draft.code}`, {});
    await pageApiOk(page, `/api/order/v1.0/cancel/request/${draft.code}`, {
      reason: 'E2E 취소 대기',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    await page.goto(`${server.baseUrl}/Company/ObtainList`);
    const row = gridRows(page, draft.code).first();
    await row.waitFor({ timeout: 15_000 });
    const text = await row.innerText();
    expect(text).toContain('확정 · 취소 대기');
    expect(text).toContain('확인 대기');
    expect(text).toContain('본사 창고');
    expect(text).not.toContain('MAIN');
    await page.screenshot({ path: path.join(SHOTS, 'order-list.png'), fullPage: true });
  });

  it('names the warehouse on the purchase list and detail, never its code', async () => {
    await page.goto(`${server.baseUrl}/PurchaseManager/PurchaseList`);
    const row = gridRows(page, 'R00000001').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('본사 창고');
    expect(await row.innerText()).not.toContain('MAIN');
    await page.screenshot({ path: path.join(SHOTS, 'purchase-list.png'), fullPage: true });
    await page.goto(`${server.baseUrl}/PurchaseManager/PurchaseDetail/R00000001`);
    await page.getByText('본사 창고').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SHOTS, 'purchase-detail.png'), fullPage: true });
  });
});
