import path from 'node:path';
import { toYmd } from '@erp/domain';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { createCustomer, DEMO_PARTS, ledgerOf, onHand, placeFixedOrder } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('returns.e2e.test.ts');

// Issue #20's journey: a battery and two parts sold → a core is expected → a return of one part
// is asked and checked, the return and the core are picked up → the core collected by scan, the
// return examined by scan → stock back, receivable credited, the sale's points reversed and the
// core's cash-back added → the return statement and the customer ledger agree to the won.

const { battery: BATTERY, oilFilter: OIL, airFilter: AIR } = DEMO_PARTS;
const SHOTS = shotsFolder('returns');
const CASHBACK = 3_000;

type ReturnView = {
  id: number;
  code: string;
  total: number;
  credit: number;
  pointsReversed: number;
  status: string;
};
type Pickup = { id: number; status: string };

const points = async (page: Page, customerCode: string): Promise<number> => {
  const rows = await pageApiOk<{ rows: { customerCode: string; pointsReversed: number }[] }>(
    page,
    '/api/order/v1.0/return/list',
    { customerCode },
  );
  return rows.rows.reduce((a, r) => a + r.pointsReversed, 0);
};

describe.skipIf(!hasChromium)('returns and cores end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let page2: Page;
  const suite = useSuite('staff', (s) => {
    ({ server, page } = s);
  });
  useSecondDesk(suite, 'admin', (desk) => {
    page2 = desk;
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('sells, takes a part and the core back, examines by scan and prints it to the won', async () => {
    const customer = await createCustomer(page, '반품 여정 정비', page2);
    await pageApiOk(page2, '/api/order/v1.0/old/payback/save', {
      code: 'BAT-S',
      name: '승용 배터리 소형',
      cashbackPoints: CASHBACK,
    });
    const order = await placeFixedOrder(page, {
      customerCode: customer,
      lines: [
        { partCode: BATTERY.code, qty: 1, unitPrice: BATTERY.price },
        { partCode: OIL.code, qty: 2, unitPrice: OIL.price },
        { partCode: AIR.code, qty: 1, unitPrice: AIR.price },
      ],
    });

    // A core is expected from the battery sold.
    await page.goto(`${server.baseUrl}/Company/ObtainNewOldPartList/all/${customer}`);
    await page.getByText(order.code).first().waitFor();

    // The clerk asks for one oil filter back; a second person checks it.
    await page.goto(`${server.baseUrl}/Company/Return/ObtainReturnRequestMemo?order=${order.code}`);
    await page.getByRole('button', { name: '열기' }).click();
    await page.getByRole('spinbutton', { name: '2번 반품 수량' }).fill('1');
    await page.getByRole('textbox', { name: '반품 사유' }).fill('주문 착오로 1개 반품');
    await page.getByRole('button', { name: /반품 요청 \(1개\)/ }).click();
    const requested = await page.getByText(/U\d{8}-\d{4} 반품을 요청했습니다/).innerText();
    const returnCode = /U\d{8}-\d{4}/.exec(requested)![0];
    const ret = await pageApiOk<ReturnView>(page, `/api/order/v1.0/return/detail/${returnCode}`);
    await pageApiOk(page2, `/api/order/v1.0/return/check/${ret.id}`, {});

    // The return and the core are picked up by a driver (assigned by hand).
    // Three days from today, whatever day the test runs.
    const windowDate = toYmd(new Date(Date.now() + 3 * 86_400_000));
    const window = { windowDate, windowFrom: '0900', windowTo: '1200' };
    const rtn = await pageApiOk<Pickup>(page, '/api/delivery/v1.0/pickup/register', {
      kind: 'return',
      customerCode: customer,
      returnCode,
      driverLoginId: 'staff',
      ...window,
    });
    const junk = await pageApiOk<Pickup>(page, '/api/delivery/v1.0/pickup/register', {
      kind: 'junk',
      customerCode: customer,
      driverLoginId: 'staff',
      ...window,
    });
    await page.goto(`${server.baseUrl}/Company/PickUp/DriverPickUpRtn`);
    await page.getByText(returnCode).first().waitFor();
    for (const p of [rtn, junk]) await pageApiOk(page, `/api/delivery/v1.0/pickup/picked/${p.id}`, {});

    // The driver scans the old battery at the shop.
    await page.goto(`${server.baseUrl}/Company/PickUp/Point/DriverPickUpPoint/all?customer=${customer}`);
    const scan = page.getByRole('textbox', { name: '폐부품 스캔' });
    await scan.fill(BATTERY.barcode);
    await scan.press('Enter');
    await page.getByRole('button', { name: /회수 보내기/ }).click();
    const collected = await page.getByText(/Q\d{8}-\d{4} 회수했습니다/).innerText();
    const coreCode = /Q\d{8}-\d{4}/.exec(collected)![0];

    // Back at the warehouse the returned filter is scanned in; the battery is refused.
    const stockBefore = await onHand(page2, OIL.code);
    const owedBefore = (await ledgerOf(page2, customer)).closingBalance;
    await page2.goto(`${server.baseUrl}/Company/Examination/Order/OrderReturnExamination?code=${returnCode}`);
    const box = page2.locator('#return-exam-scan');
    await box.waitFor();
    await soon(() => box.isEnabled()).toBe(true);
    await box.fill(BATTERY.barcode);
    await box.press('Enter');
    await soon(() => page2.getByTestId('exam-feedback').innerText()).toContain('반품분에 없는 품목');
    await box.fill(OIL.barcode);
    await box.press('Enter');
    await soon(() => page2.getByTestId('return-scanned-2').innerText()).toBe('1');
    await box.press('Enter');
    await page2.getByText(`${returnCode} 반품 검수를 마쳤습니다.`).first().waitFor();
    await page2.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await page2.screenshot({ path: path.join(SHOTS, 'return-examination.png') });

    // Stock back, the receivable credited by exactly the line's worth, the core's cash-back paid.
    const done = await pageApiOk<ReturnView>(page2, `/api/order/v1.0/return/detail/${returnCode}`);
    expect(done.status).toBe('examined');
    expect(done.total).toBe(OIL.price + OIL.price / 10);
    expect(await onHand(page2, OIL.code)).toBe(stockBefore + 1);
    const ledger = await ledgerOf(page2, customer);
    expect(ledger.closingBalance).toBe(owedBefore - done.credit);
    expect(ledger.lines.find((l) => l.docCode === returnCode)?.credit).toBe(done.total);
    expect(await points(page2, customer)).toBe(done.pointsReversed);
    const paid = await pageApiOk<{ cashbackPoints: number; status: string }>(
      page2,
      `/api/order/v1.0/old/cashback/${coreCode}`,
      {},
    );
    expect(paid).toMatchObject({ status: 'paid', cashbackPoints: CASHBACK });

    // The return statement prints what the ledgers hold.
    await page2.goto(`${server.baseUrl}/Company/ReturnStatementOfAccount/${returnCode}`);
    await page2.getByTestId('return-credit').waitFor();
    expect(await page2.getByTestId('return-credit').innerText()).toBe(
      `${done.credit.toLocaleString('ko-KR')}원`,
    );
    expect(await page2.getByTestId('return-balance').innerText()).toContain(
      `${ledger.closingBalance.toLocaleString('ko-KR')}원`,
    );
    await page2.screenshot({ path: path.join(SHOTS, 'return-statement.png'), fullPage: true });
    await page2.goto(`${server.baseUrl}/Company/Order/OrderReturnCheck`);
    await page2.goto(`${server.baseUrl}/Company/Return/OrderReturnRequestCheckList`);
    await page2.getByText(returnCode).first().waitFor();
    await page2.screenshot({ path: path.join(SHOTS, 'return-list.png') });
  }, 120_000);
});
