import path from 'node:path';
import { toYmd } from '@erp/domain';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApi, pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import { DEMO_PARTS, onHand } from './support/sales-data';
import type { TestServer } from './support/server';
import { loginAs, resetBrowser } from './support/session';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('outsourcing.e2e.test.ts');

// Issue #24's journey: Hr requests parts for a VIN → head office takes it, registers the ERP order
// from it and fixes it → the courier's waybill reaches Hr's lists → Hr asks to cancel → head office
// checks it and the stock comes back → AutoReman sees none of it.

const { oilFilter: OIL } = DEMO_PARTS;
const SHOTS = shotsFolder('outsourcing');
const HR_CUSTOMER = 'C900001';
const VIN = 'KNAPH81ABMA123457';
const R = '/api/outsourcing/v1.0/order/request';

type Request = {
  code: string;
  status: string;
  erpOrderCode: string | null;
  waybillNo: string | null;
  version: number;
};

describe.skipIf(!hasChromium)('outsourcing order requests end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let desk: Page;
  // The last step reads another partner's request on purpose: the browser logs its 404.
  const suite = useSuite(
    'hr',
    (s) => {
      ({ server, page } = s);
    },
    (error) => /status of 404 \(Not Found\)/.test(error),
  );
  useSecondDesk(suite, 'staff', (p) => {
    desk = p;
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
      await desk
        ?.screenshot({ path: path.join(SHOTS, 'FAIL-desk.png'), fullPage: true })
        .catch(() => undefined);
    }
  });

  it('requests, registers and fixes, tracks the waybill, cancels; another partner sees none of it', async () => {
    // Hr asks for two oil filters for a car.
    await page.goto(`${server.baseUrl}/Outsourcing/Hr/Order/HrOrderRequestRegistration`);
    await page.getByLabel('차대번호').fill(VIN);
    await page.getByLabel('고객명').fill('이순신');
    await page.getByRole('textbox', { name: '부품명 1' }).fill('오일필터');
    await page.getByRole('spinbutton', { name: '수량 1' }).fill('2');
    await page.screenshot({ path: path.join(SHOTS, 'request.png'), fullPage: true });
    await page.getByRole('button', { name: '요청하기' }).click();
    await page.waitForURL(/HrOrderRequestList/, { timeout: 15_000 });
    await gridRows(page, VIN).first().waitFor();
    const mine = await pageApiOk<{ rows: Request[] }>(page, `${R}/customer/list`, { search: VIN });
    const code = mine.rows[0]!.code;
    expect(mine.rows[0]).toMatchObject({ status: 'requested', erpOrderCode: null });

    // Head office takes it and registers the ERP order from it.
    const stockBefore = await onHand(desk, OIL.code);
    await desk.goto(`${server.baseUrl}/Outsourcing/Memo/OutsourcingOrderRequestMemo/${code}/${HR_CUSTOMER}`);
    await desk.getByRole('button', { name: '처리 시작 (맡기)' }).click();
    await desk.locator('.ant-tag', { hasText: '처리 중' }).first().waitFor();
    await desk.getByRole('button', { name: 'ERP 주문 등록' }).click();
    await desk.waitForURL(/OutsourcingOrderRequestRegister/, { timeout: 15_000 });
    await desk.getByRole('combobox', { name: '품목 검색' }).click();
    await desk.keyboard.type(OIL.partNo);
    await desk.locator('.ant-select-item-option', { hasText: OIL.code }).click();
    await desk.getByRole('spinbutton', { name: '수량' }).fill('2');
    await desk.screenshot({ path: path.join(SHOTS, 'register.png'), fullPage: true });
    await desk.getByRole('button', { name: '주문 등록', exact: true }).click();
    await desk.waitForURL(/OutsourcingOrderRequestMemo/, { timeout: 15_000 });
    await desk.getByRole('button', { name: '주문 확정' }).click();
    await desk.locator('.ant-tag', { hasText: '출고 확정' }).first().waitFor();
    await desk.screenshot({ path: path.join(SHOTS, 'memo-fixed.png'), fullPage: true });
    await soon(() => onHand(desk, OIL.code)).toBe(stockBefore - 2);

    // The desk hands the parcel to the courier with its waybill.
    const fixed = await pageApiOk<Request>(desk, `${R}/admin/single/${code}`);
    const stopCode = `L${fixed.erpOrderCode!.slice(1)}`;
    const stop = await pageApiOk<{ version: number }>(desk, `/api/delivery/v1.0/detail/${stopCode}`);
    const courier = await pageApiOk<{ version: number }>(desk, `/api/delivery/v1.0/change/${stopCode}`, {
      version: stop.version,
      methodCode: 'CJ',
    });
    await pageApiOk(desk, `/api/delivery/v1.0/handover/${stopCode}`, {
      version: courier.version,
      waybillNo: '6099-1111-2222',
    });

    // Hr sees the state and the waybill, then asks to cancel.
    await page.goto(`${server.baseUrl}/Outsourcing/Hr/Order/HrWaybliiList`);
    await gridRows(page, '6099-1111-2222').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'waybills.png'), fullPage: true });
    await page.goto(`${server.baseUrl}/Outsourcing/Hr/Order/HrOrderRequestList`);
    await gridRows(page, code).first().dblclick();
    await page.getByRole('dialog').getByText('6099-1111-2222').waitFor();
    await page.getByRole('textbox', { name: '취소 사유' }).fill('고객이 수리를 취소했습니다');
    await page.getByRole('button', { name: '취소 요청' }).click();
    await soon(
      async () =>
        (await pageApiOk<Request & { cancelStatus: string }>(page, `${R}/check/${code}`)).cancelStatus,
    ).toBe('requested');

    // Head office checks the cancel from its list: the order's stock comes back.
    await desk.goto(`${server.baseUrl}/Outsourcing/Order/OutsourcingOrderRequestCancelList`);
    await gridRows(desk, code).first().dblclick();
    await desk.waitForURL(/OutsourcingOrderRequestMemo/, { timeout: 15_000 });
    await desk.getByRole('button', { name: '취소 확인' }).click();
    await desk.locator('.ant-modal-confirm button', { hasText: '취소 확인' }).click();
    await desk
      .locator('.ant-tag', { hasText: /^취소$/ })
      .first()
      .waitFor();
    await soon(() => onHand(desk, OIL.code)).toBe(stockBefore);
    await desk.goto(`${server.baseUrl}/Outsourcing/Order/OutsourcingOrderRequestCancelHistoryList`);
    await gridRows(desk, code).first().waitFor();

    // AutoReman sees none of it: its own requests only (the demo has one), and Hr's reads as missing.
    await resetBrowser(page, server.baseUrl);
    await loginAs(page, server.baseUrl, 'autoreman');
    await page.goto(`${server.baseUrl}/Outsourcing/AutoReman/Order/AutoRemanOrderRequestList`);
    await gridRows(page, 'N').first().waitFor();
    expect(await gridRows(page, code).count()).toBe(0);
    const foreign = await pageApi(page, `${R}/check/${code}`);
    expect(foreign.code).toBe('E2001');
  });
  it('Hr prints its order statement; Mobis registers a sale and sells a reservation; head office opens the Mobis purchases', async () => {
    // Hr's demo request registered, fixed and shipped: its statement prints from the purchase detail.
    await resetBrowser(page, server.baseUrl);
    await loginAs(page, server.baseUrl, 'hr');
    const shipped = `N${toYmd(new Date())}-0002`;
    await page.goto(`${server.baseUrl}/Outsourcing/Hr/Purchase/HrPurchaseOrderDetail/${shipped}`);
    await page
      .getByRole('link', { name: '거래명세서' })
      .or(page.getByRole('button', { name: '거래명세서' }))
      .waitFor();
    await page.goto(`${server.baseUrl}/Company/OutsourcingStatementOfAccount/${shipped}`);
    await page.locator('.erp-statement').getByText('Hr 협력사').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SHOTS, 'hr-statement.png'), fullPage: true });

    // Mobis: a sale of today, then a reservation for tomorrow that is sold.
    await resetBrowser(page, server.baseUrl);
    await loginAs(page, server.baseUrl, 'mobis');
    await page.goto(`${server.baseUrl}/Outsourcing/mobis/order/orderRegister`);
    await page.getByLabel('고객명').fill('E2E 고객');
    await page.getByLabel('품번').fill('86511-2S000');
    await page.getByLabel('품명').fill('프론트 범퍼');
    await page.getByLabel('단가').fill('150000');
    await page.screenshot({ path: path.join(SHOTS, 'mobis-register.png'), fullPage: true });
    await page.getByRole('button', { name: '매출 등록' }).click();
    await page.waitForURL((url) => url.pathname === '/Outsourcing/mobis/order/orderList', {
      timeout: 15_000,
    });
    await gridRows(page, '86511-2S000').first().waitFor({ timeout: 15_000 });

    await page.goto(`${server.baseUrl}/Outsourcing/mobis/order/orderRegister`);
    await page.locator('.ant-segmented-item', { hasText: '예약' }).click();
    await page.getByLabel(/예약일/).fill(toYmd(new Date(Date.now() + 86_400_000)));
    await page.getByLabel('고객명').fill('E2E 예약 고객');
    await page.getByLabel('품번').fill('92101-2S000');
    await page.getByLabel('품명').fill('헤드램프');
    await page.getByLabel('단가').fill('300000');
    await page.getByRole('button', { name: '예약 등록' }).click();
    await page.waitForURL((url) => url.pathname === '/Outsourcing/mobis/order/mobisRsvList', {
      timeout: 15_000,
    });
    const reserved = gridRows(page, '92101-2S000').first();
    await reserved.waitFor({ timeout: 15_000 });
    await reserved.click();
    await page.getByRole('button', { name: '매출 처리' }).click();
    await soon(() => gridRows(page, '92101-2S000').count()).toBe(0);
    await page.goto(`${server.baseUrl}/Outsourcing/mobis/order/orderList`);
    await gridRows(page, '92101-2S000').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SHOTS, 'mobis-sales.png'), fullPage: true });

    // Head office's Mobis purchase list opens with its upload.
    await desk.goto(`${server.baseUrl}/Outsourcing/mobis/order/orderAdminList`);
    await desk.getByRole('button', { name: '엑셀 올리기' }).click();
    await desk.locator('.ant-modal').getByText('모비스 매입').first().waitFor();
    await desk.screenshot({ path: path.join(SHOTS, 'mobis-purchases.png'), fullPage: true });
  });
});
