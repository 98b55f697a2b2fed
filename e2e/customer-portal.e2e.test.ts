import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('customer-portal.e2e.test.ts');

// Issue #26's customer journey on a phone: the shop's user finds a part by the car's VIN, puts it
// in the basket and orders it; the staff fix the app order on CustomerOrdering; the shop sees it
// done in its order list.

const VIN = 'KMHD341CBHU123456';
const SHOTS = shotsFolder('customer-portal');

describe.skipIf(!hasChromium)('customer portal end to end (Chromium, phone)', () => {
  let server: TestServer;
  let page: Page;
  let staff: Page;
  const suite = useSuite('cust', (s) => {
    ({ server, page } = s);
  });
  useSecondDesk(suite, 'staff', (desk) => {
    staff = desk;
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('finds a part by VIN, orders it, and sees it done after the staff fix it', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.baseUrl}/Company/Customer/CustomerMain`);
    await page.getByTestId('cp-balance').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'main.png'), fullPage: true });

    await page.goto(`${server.baseUrl}/Company/Customer/CustomerOrder`);
    await page.getByRole('textbox', { name: '차대번호' }).fill(VIN);
    await page.getByRole('button', { name: '찾기' }).click();
    const card = page.getByTestId('portal-part').filter({ hasText: 'GB60L' });
    await card.waitFor();
    expect(await card.innerText()).toContain('재고 있음');
    expect(await card.innerText()).toContain('이 차량 장착 이력');
    await page.screenshot({ path: path.join(SHOTS, 'order-search.png'), fullPage: true });
    await card.getByRole('button', { name: '담기' }).click();
    await page.getByText('장바구니에 담았습니다.').first().waitFor();

    await page.goto(`${server.baseUrl}/Company/Customer/CustomerShoppingBasket`);
    await page.getByTestId('basket-item').filter({ hasText: 'GB60L' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'basket.png'), fullPage: true });
    await page.getByRole('button', { name: '주문하기', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/Company/Customer/CustomerOrderList');
    const sent = page.getByTestId('app-order-card').first();
    await soon(() => sent.innerText()).toContain('접수 대기');
    const code = (await sent.getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^O\d{8}-\d{4}$/);

    // The staff fix it on CustomerOrdering.
    await staff.goto(`${server.baseUrl}/Company/CustomerOrdering`);
    const row = gridRows(staff, code);
    await row.waitFor();
    await row.dblclick();
    const panel = staff.getByTestId('app-order-panel');
    await panel.getByText('GB60L', { exact: true }).waitFor();
    await staff.screenshot({ path: path.join(SHOTS, 'customer-ordering.png') });
    await panel.getByRole('button', { name: '주문 확정' }).click();
    await staff.getByText(/확정/).first().waitFor();
    await soon(async () => (await gridRows(staff, code).count()) === 0).toBe(true);

    // The shop sees it done.
    await page.reload();
    await soon(() => page.getByTestId('app-order-card').filter({ hasText: code }).innerText()).toContain(
      '처리 완료',
    );
    await page.screenshot({ path: path.join(SHOTS, 'order-list.png'), fullPage: true });
  }, 120_000);

  it("opens the month's totals and prints an app order's statement", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
      .format(new Date())
      .split('-');
    await page.goto(
      `${server.baseUrl}/Company/Customer/Order/CustomerOrderTotalInfo/${year}/${Number(month)}`,
    );
    const orders = page.getByTestId('cp-month-orders');
    await orders.waitFor();
    // The demo's app order (fixed today) is in this month's sales.
    await soon(() => orders.innerText()).toMatch(/주문 \([1-9]\d*건\)/);
    expect(await page.getByTestId('cp-month-net').innerText()).not.toMatch(/^순매출\s*0원$/);
    await page.getByTestId('month-day').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'month-totals.png'), fullPage: true });

    await page.goto(`${server.baseUrl}/Company/Customer/Order/CustomerAppOrderStatementOfAccount/app`);
    const card = page.getByTestId('statement-card').first();
    await card.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'statements.png'), fullPage: true });
    const code = (await card.getByRole('link').innerText()).trim();
    expect(code).toMatch(/^O\d{8}-\d{4}$/);
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.endsWith(`/app/${code}`));
    await page.getByText(`거래명세서 ${code}`).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'app-statement.png'), fullPage: true });
  }, 120_000);
});
