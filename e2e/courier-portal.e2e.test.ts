import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium, launchBrowser } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import { DEMO_PARTS, placeFixedOrder } from './support/sales-data';
import type { TestServer } from './support/server';
import { DEMO_PASSWORD, submitLogin } from './support/session';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('courier-portal.e2e.test.ts');

// Issue #26's courier journey: the desk hands a fixed order to 경동택배 with its waybill; the
// courier company's user scans the waybill on its main page (a phone) and the confirmation shows
// in its list with who and when.

type Delivery = { code: string; version: number };
const SHOTS = shotsFolder('courier-portal');
const { oilFilter: OIL } = DEMO_PARTS;

describe.skipIf(!hasChromium)('courier portal end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let staff: Page;
  const suite = useSuite('courier', (s) => {
    ({ server, page } = s);
  });
  useSecondDesk(suite, 'staff', (desk) => {
    staff = desk;
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('confirms a hand-over by scanning the waybill', async () => {
    // The desk: a fixed order, its delivery moved to 경동택배 and handed over with a waybill.
    const waybill = `KD${Date.now()}`;
    const order = await placeFixedOrder(staff, {
      customerCode: 'C000001',
      lines: [{ partCode: OIL.code, qty: 1, unitPrice: OIL.price }],
    });
    const list = await pageApiOk<{ rows: Delivery[] }>(staff, '/api/delivery/v1.0/list', {
      filters: [{ field: 'orderCode', op: 'eq', value: order.code }],
    });
    const d = list.rows[0]!;
    const changed = await pageApiOk<Delivery>(staff, `/api/delivery/v1.0/change/${d.code}`, {
      version: d.version,
      methodCode: 'KD',
    });
    await pageApiOk(staff, `/api/delivery/v1.0/handover/${d.code}`, {
      version: changed.version,
      waybillNo: waybill,
    });

    // The courier's phone.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.baseUrl}/Company/Courier/Kyungdong/CourierKyungdongMain`);
    const card = page.getByTestId('consignment').filter({ hasText: waybill });
    await card.waitFor();
    expect(await card.innerText()).toContain('확인 전');
    const scan = page.getByRole('textbox', { name: '송장 스캔' });
    await scan.fill(waybill);
    await scan.press('Enter');
    await page.getByText(`송장 ${waybill} 인수를 확인했습니다.`).first().waitFor();
    await soon(() => card.innerText()).toContain('인수 확인');
    await page.screenshot({ path: path.join(SHOTS, 'courier-main.png'), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.baseUrl}/Company/Courier/User/CourierCheckInfoList`);
    await gridRows(page, waybill).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'courier-checks.png') });
  }, 120_000);

  it('staff register a Kyungdong user, who then logs in on the courier login page', async () => {
    const loginId = `kd${Date.now() % 1_000_000}`;
    await staff.goto(`${server.baseUrl}/Company/Courier/Kyungdong/User/CourierKyungdongUserRegister`);
    await staff.getByLabel('아이디', { exact: true }).fill(loginId);
    await staff.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
    await staff.getByLabel('이름', { exact: true }).fill('경동 신입 기사');
    await staff.getByLabel('전화번호', { exact: true }).fill('010-5555-1234');
    await staff.getByRole('button', { name: '등록', exact: true }).click();
    await staff.getByText('택배사 사용자를 등록했습니다.').first().waitFor();
    // Registered, the screen turns to the user's modification.
    await staff.getByText('경동택배 사용자 수정').first().waitFor();
    await staff.screenshot({ path: path.join(SHOTS, 'courier-user-register.png') });
    await staff.goto(`${server.baseUrl}/Company/Courier/User/CourierAllUserList`);
    await gridRows(staff, loginId).waitFor();
    await staff.screenshot({ path: path.join(SHOTS, 'courier-all-users.png') });

    // The new user's own phone: the courier login page admits it, as its company.
    const phone = await launchBrowser({ width: 375, height: 740 });
    try {
      await submitLogin(phone.page, server.baseUrl, '/Company/Courier/CourierLogin', loginId);
      await phone.page.waitForURL((url) => url.pathname !== '/Company/Courier/CourierLogin', {
        timeout: 15_000,
      });
      await phone.page.goto(`${server.baseUrl}/Company/Courier/Kyungdong/CourierKyungdongMain`);
      await phone.page.getByRole('textbox', { name: '송장 스캔' }).waitFor();
      expect(await phone.page.locator('body').innerText()).toContain('경동택배');
    } finally {
      await phone.close();
    }
  }, 120_000);
});
