import path from 'node:path';
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
});
