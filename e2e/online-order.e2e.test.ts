import path from 'node:path';
import { type OnlineOrderView, toYmd } from '@erp/domain';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { gridRows } from './support/grid';
import { DEMO_PARTS } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('online-order.e2e.test.ts');

// Issue #22's online order path: a marketplace order is registered for a customer from the
// register screen, fixed, one line is recalled, and the collect target list shows what the
// marketplace still owes (read from the customer ledger).

const CUSTOMER = 'C000003';
const SHOTS = shotsFolder('online-order');
const CHANNEL_NO = `CP-E2E-${Date.now()}`;

const pickPart = async (page: Page, partNo: string, code: string) => {
  await page.getByRole('combobox', { name: '품목 찾기' }).click();
  await page.keyboard.type(partNo);
  await page.locator('.ant-select-item-option', { hasText: code }).click();
};

describe.skipIf(!hasChromium)('online orders end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  useSuite('staff', (s) => {
    ({ server, page } = s);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('registers, fixes, recalls one line and lists the unpaid rest to collect', async () => {
    await page.goto(`${server.baseUrl}/Company/Online/OnlineOrderRegister/-/${CUSTOMER}`);
    await page.getByRole('textbox', { name: '채널 주문번호' }).fill(CHANNEL_NO);
    await page.getByRole('textbox', { name: '구매자' }).fill('김온라인');
    await pickPart(page, DEMO_PARTS.brakePad.partNo, DEMO_PARTS.brakePad.code);
    await pickPart(page, DEMO_PARTS.oilFilter.partNo, DEMO_PARTS.oilFilter.code);
    await page.getByRole('spinbutton', { name: `${DEMO_PARTS.oilFilter.code} 수량` }).fill('3');
    await page.getByRole('button', { name: '온라인 주문 등록' }).click();
    const panel = page.getByTestId('online-order-panel');
    await panel.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'registered.png'), fullPage: true });
    await panel.getByRole('button', { name: '확정' }).click();
    await panel.locator('.ant-tag', { hasText: '확정' }).waitFor();
    const code = (await panel.locator('.ant-descriptions-item-content').first().textContent())?.trim() ?? '';
    const fixed = await pageApiOk<OnlineOrderView>(page, `/api/order/v1.0/online/order/single/${code}`);
    expect(fixed).toMatchObject({ status: 'fixed', channelOrderNo: CHANNEL_NO, collected: 0 });
    expect(fixed.rest).toBe(fixed.total);
    expect(fixed.total).toBeGreaterThan(0);

    await panel.getByRole('link', { name: '회수 요청' }).first().click();
    await page.waitForURL(/OnlineRecallRequest\//);
    await page.getByRole('textbox', { name: '회수 사유' }).fill('구매자 단순 변심');
    await page.getByRole('button', { name: '회수 요청', exact: true }).click();
    await page.waitForURL(new RegExp(`OnlineRecallRequest/${code}/1/1$`), { timeout: 15_000 });
    await page.getByText('회수 요청 1').first().waitFor();
    const recalled = await pageApiOk<OnlineOrderView>(page, `/api/order/v1.0/online/order/single/${code}`);
    expect(recalled.recalls.map((r) => [r.lineNo, r.qty, r.status])).toEqual([[1, 1, 'requested']]);

    await page.goto(`${server.baseUrl}/Company/Online/OnlineCollectTargetList`);
    const row = gridRows(page, code);
    await row.first().waitFor();
    await row.first().getByText(fixed.rest.toLocaleString('ko-KR')).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'collect-targets.png'), fullPage: true });
  });

  it('opens the copy, statement management and reservation photo screens on demo data', async () => {
    // The online screens' samples name the seeded online order.
    const demo = await pageApiOk<OnlineOrderView>(
      page,
      `/api/order/v1.0/online/order/single/O${toYmd(new Date())}-0009`,
    );
    expect(demo).toMatchObject({ channelOrderNo: 'CP-DEMO-0001', status: 'fixed' });
    await page.goto(`${server.baseUrl}/Company/OnlineStatementOfAccount/${demo.code}`);
    await page.getByTestId('online-statement-note').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'online-statement.png'), fullPage: true });
    const order = await pageApiOk<{ code: string }>(page, '/api/order/v1.0/insert', {
      customerCode: CUSTOMER,
      warehouseCode: 'MAIN',
      lines: [{ partCode: DEMO_PARTS.oilFilter.code, qty: 2, unitPrice: DEMO_PARTS.oilFilter.price }],
    });
    await page.goto(`${server.baseUrl}/Company/ObtainCopyRegister/-/C000001/${order.code}`);
    await page.getByRole('button', { name: '복사해서 새 주문 등록' }).waitFor();
    await page.getByText('오늘 단가').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'copy-register.png'), fullPage: true });

    await page.goto(`${server.baseUrl}/Company/Statement/StatementOfAccountManage`);
    await gridRows(page).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'statement-manage.png'), fullPage: true });

    await page.goto(`${server.baseUrl}/Company/Order/Resv/OrderResvImgMobile`);
    await page.getByRole('button', { name: '사진 찍기·고르기' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'resv-mobile.png'), fullPage: true });
  });
});
