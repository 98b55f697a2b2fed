import path from 'node:path';
import type { DeliverySummary, Driver, DriverPayMonth, ListPage, Pickup } from '@erp/domain';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pageApi, pageApiOk } from './support/api';
import {
  announceSkipWithoutChromium,
  hasChromium,
  launchBrowser,
  type TestBrowser,
} from './support/chromium';
import { isRefusalAnswer } from './support/console';
import { DEMO_PARTS, placeFixedOrder } from './support/sales-data';
import type { TestServer } from './support/server';
import { loginAs } from './support/session';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('delivery.e2e.test.ts');

// Issue #19's journey as far as it is built: two orders fixed → two deliveries waiting (placed
// on the map, booked for today) → the day solved for two drivers by the one button → the demo
// driver, signed in on the mobile login, completes his stop (sent twice, as a replay from the
// offline queue: applied once) → the completed list shows it → the month's pay counts the
// completed stop → on the phone the driver collects a used-part pickup by scanning the core, sent
// after a simulated loss of network from the page's queue.

const SHOTS = shotsFolder('delivery');
const today = () => {
  const kst = new Date(Date.now() + 9 * 3600 * 1000);
  return kst.toISOString().slice(0, 10).replaceAll('-', '');
};

describe.skipIf(!hasChromium)('deliveries end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let phone: TestBrowser | undefined;
  const codes: string[] = [];
  useSuite(
    'admin',
    (s) => {
      ({ server, page } = s);
    },
    isRefusalAnswer,
  );
  afterAll(() => phone?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('makes a waiting delivery of each fixed order', async () => {
    const places = [
      { lat: 37.53, lng: 126.88 },
      { lat: 37.5, lng: 127.05 },
    ];
    // Two vans of 4 units: the two 3-unit orders need both drivers.
    await pageApiOk<Driver>(page, '/api/driver/v1.0/save', {
      loginId: 'driver',
      capacity: 4,
      shiftStart: '0000',
      shiftEnd: '2359',
      startLat: 37.5172,
      startLng: 126.9037,
    });
    await pageApiOk<Driver>(page, '/api/driver/v1.0/save', {
      loginId: 'staff2',
      capacity: 4,
      shiftStart: '0000',
      shiftEnd: '2359',
      startLat: 37.5172,
      startLng: 126.9037,
    });
    for (const place of places) {
      const order = await placeFixedOrder(page, {
        customerCode: 'C000001',
        lines: [{ partCode: DEMO_PARTS.oilFilter.code, qty: 3, unitPrice: DEMO_PARTS.oilFilter.price }],
      });
      const list = await pageApiOk<ListPage<DeliverySummary>>(page, '/api/delivery/v1.0/list', {
        filters: [{ field: 'orderCode', op: 'eq', value: order.code }],
      });
      const d = list.rows[0]!;
      await pageApiOk(page, `/api/delivery/v1.0/change/${d.code}`, {
        version: d.version,
        methodCode: 'OWN',
        reservationDate: today(),
        ...place,
      });
      codes.push(d.code);
    }
    await page.goto(`${server.baseUrl}/DeliveryManager/DeliveryWaiting`);
    for (const code of codes) await page.locator('[role="row"]', { hasText: code }).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'waiting.png'), fullPage: true });
  });

  it('solves the day for two drivers with one button', async () => {
    await page.getByRole('button', { name: '하루 배차 계산' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '배차 결과' });
    await dialog.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'solved.png'), fullPage: true });
    for (const code of codes) await expect(dialog.innerText()).resolves.toContain(code);
    await dialog.getByRole('button', { name: '확인' }).click();
    const plan = await Promise.all(
      codes.map((code) => pageApiOk<DeliverySummary>(page, `/api/delivery/v1.0/detail/${code}`)),
    );
    expect(plan.map((d) => d.status)).toEqual(['assigned', 'assigned']);
    expect(new Set(plan.map((d) => d.driverId)).size).toBe(2);
  });

  it('the driver completes his stop once, even when the phone sends it twice', async () => {
    phone = await launchBrowser({ width: 390, height: 844 });
    await loginAs(phone.page, server.baseUrl, 'driver');
    const day = await pageApiOk<{ stops: DeliverySummary[] }>(phone.page, '/api/driver/v1.0/stop/mine');
    const mine = day.stops.find((s) => codes.includes(s.code));
    expect(mine).toBeDefined();
    const action = { idempotencyKey: `e2e-${Date.now()}`, receiverName: '정비소' };
    const first = await pageApi<DeliverySummary>(
      phone.page,
      `/api/driver/v1.0/stop/complete/${mine!.code}`,
      action,
    );
    const replay = await pageApi<DeliverySummary>(
      phone.page,
      `/api/driver/v1.0/stop/complete/${mine!.code}`,
      action,
    );
    expect([first.code, replay.code]).toEqual(['S0000', 'S0000']);
    expect(replay.response.version).toBe(first.response.version);
    const other = codes.find((c) => c !== mine!.code)!;
    const refused = await pageApi(phone.page, `/api/driver/v1.0/stop/complete/${other}`, {
      idempotencyKey: `e2e-other-${Date.now()}`,
    });
    expect(refused.code).toBe('E2001');

    await page.goto(`${server.baseUrl}/DeliveryManager/DeliveryCompletionNewList`);
    await page.locator('[role="row"]', { hasText: mine!.code }).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'completed.png'), fullPage: true });
  });

  it('the month’s pay calculation counts the completed stop', async () => {
    const month = today().slice(0, 6);
    const pay = await pageApiOk<DriverPayMonth>(page, `/api/driver/v1.0/salary/calculate?month=${month}`);
    const line = pay.lines.find((l) => l.driverName === '박기사');
    expect(line?.stops).toBe(1);
    await page.goto(`${server.baseUrl}/Driver/DriverSalaryCalculate`);
    const row = page.locator('[role="row"]', { hasText: '박기사' }).first();
    await row.waitFor();
    await expect(row.locator('[data-col="stops"]').innerText()).resolves.toBe('1');
    await expect(row.locator('[data-col="amount"]').innerText()).resolves.toBe(
      (line?.amount ?? 0).toLocaleString('ko-KR'),
    );
    await page.screenshot({ path: path.join(SHOTS, 'pay.png'), fullPage: true });
  });

  it('the driver collects a used-part pickup on the phone, sent after the network comes back', async () => {
    await placeFixedOrder(page, {
      customerCode: 'C000001',
      lines: [{ partCode: DEMO_PARTS.battery.code, qty: 1, unitPrice: DEMO_PARTS.battery.price }],
    });
    await pageApiOk(page, '/api/order/v1.0/old/pick/allow/save', { customerCode: 'C000001', allowed: true });
    const pickup = await pageApiOk<Pickup>(page, '/api/delivery/v1.0/pickup/register', {
      kind: 'junk',
      customerCode: 'C000001',
      windowDate: today(),
      windowFrom: '0900',
      windowTo: '1800',
      driverLoginId: 'driver',
    });
    const p = phone!.page;
    await p.goto(`${server.baseUrl}/DeliveryManager/DriverOldPartPickup`);
    const card = p.locator(`[data-pickup="${pickup.id}"]`);
    await card.getByRole('button', { name: '회수 완료' }).click();
    const dialog = p.locator('.ant-modal', { hasText: '회수 완료 ·' });
    await dialog.getByLabel('바코드 스캔').fill(DEMO_PARTS.battery.barcode);
    await dialog.getByLabel('바코드 스캔').press('Enter');
    await dialog.getByText('스캔 1개').waitFor();
    await p.context().setOffline(true);
    await dialog.locator('.ant-btn-primary').click();
    await p.getByTestId('pickup-queue').waitFor();
    await card.getByText('전송 대기').waitFor();
    await p.screenshot({ path: path.join(SHOTS, 'pickup-offline.png'), fullPage: true });
    await p.context().setOffline(false);
    await card.locator('.ant-tag', { hasText: '회수 완료' }).waitFor({ timeout: 15_000 });
    await card.getByText(/폐부품 회수 Q\d{8}-\d{4}/).waitFor();
    await p.screenshot({ path: path.join(SHOTS, 'pickup-done.png'), fullPage: true });
    const after = await pageApiOk<Pickup>(page, `/api/delivery/v1.0/pickup/detail/${pickup.id}`);
    expect(after.status).toBe('picked');
  });
});
