import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridCell, gridRows } from './support/grid';
import { DEMO_PARTS } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('purchasing.e2e.test.ts');

// Issue #17's story on its screens: staff asks, staff2 checks, admin approves and sends the order;
// the goods come in part, are scanned by staff2 (one wrong part refused), and staff matches the
// bill, pays the supplier to zero and sends one battery back through the same four eyes.

const SUPPLIER = { code: 'S000001', name: '세방전지' };
/** The demo batteries ordered, with their maker's EAN-13 (the demo seed's demoEan13). */
const GB90L = {
  code: 'P0000003',
  partNo: 'GB90L',
  name: '배터리 GB90L',
  ean: '8800001000908',
  price: 99_000,
};
const GB80L = {
  code: 'P0000001',
  partNo: 'GB80L',
  name: '배터리 GB80L',
  ean: '8800001000809',
  price: 86_000,
};

const SHOTS = shotsFolder('purchasing');

const stockOf = async (page: Page, partCode: string): Promise<number> =>
  (await pageApiOk<{ warehouseCode: string; qty: number }[]>(page, `/api/stock/v1.0/part/${partCode}`)).find(
    (s) => s.warehouseCode === 'MAIN',
  )?.qty ?? 0;

/** Picks the demo supplier in a select named 매입처 by typing part of its name. */
const pickSupplier = async (page: Page) => {
  await page.getByRole('combobox', { name: '매입처' }).click();
  await page.keyboard.type('세방');
  await page.locator('.ant-select-item-option', { hasText: SUPPLIER.name }).click();
};

/** Types a line into the document grid: the part number + Enter, then the quantity (and price). */
const typeLine = async (page: Page, row: number, partNo: string, qty: number, price?: number) => {
  const part = page.getByRole('textbox', { name: `${row}번째 줄 품번` });
  await part.fill(partNo);
  await part.press('Enter');
  // A picked part opens the next blank line.
  await soon(() => page.getByRole('textbox', { name: `${row + 1}번째 줄 품번` }).count()).toBe(1);
  await page.getByRole('textbox', { name: `${row}번째 줄 수량` }).fill(String(qty));
  if (price !== undefined)
    await page.getByRole('textbox', { name: `${row}번째 줄 단가` }).fill(String(price));
};

/** A page-level step button (its icon adds no text), clicked, then the confirm dialog's button. */
const stepWithConfirm = async (page: Page, label: string) => {
  const exact = new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`);
  await page.locator('.erp-page button', { hasText: exact }).click();
  await page.locator('.ant-modal-confirm-btns button', { hasText: label }).click();
};

const codeIn = (url: string, letter: string) => url.match(new RegExp(`${letter}\\d{8}`))?.[0] ?? '';

const toastWith = (page: Page, text: string | RegExp): Locator => page.getByText(text).first();

describe.skipIf(!hasChromium)('purchasing end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let checker: Page;
  let approver: Page;
  let orderCode = '';
  let arrivalCode = '';
  const before = { gb90: 0, gb80: 0 };

  const suite = useSuite('staff', (s) => {
    ({ server, page } = s);
  });
  useSecondDesk(suite, 'staff2', (desk) => {
    checker = desk;
  });
  useSecondDesk(suite, 'admin', (desk) => {
    approver = desk;
  });
  // A failed step leaves each desk's screen behind: the story spans three browsers.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    for (const [n, p] of [
      ['main', page],
      ['checker', checker],
      ['approver', approver],
    ] as const)
      await p?.screenshot({ path: path.join(SHOTS, `FAIL-${n}.png`), fullPage: true }).catch(() => undefined);
  });
  const go = (p: Page, to: string) => p.goto(`${server.baseUrl}${to}`);

  it('orders two batteries: requested by one, checked by another, approved and sent by a third, printed', async () => {
    before.gb90 = await stockOf(page, GB90L.code);
    before.gb80 = await stockOf(page, GB80L.code);

    await go(page, '/Purchase/PurchaseOrderRequest');
    await pickSupplier(page);
    await typeLine(page, 1, GB90L.partNo, 3, GB90L.price);
    await typeLine(page, 2, GB80L.partNo, 2, GB80L.price);
    await page.getByRole('button', { name: /발주 요청 저장/ }).click();
    await page.waitForURL(/\/Purchase\/PurchaseOrderModify\/B\d{8}$/, { timeout: 15_000 });
    orderCode = codeIn(page.url(), 'B');

    // The requester may not check their own request: the check is staff2's, from the queue.
    await go(checker, '/Purchase/PurchaseOrderCheck');
    await gridRows(checker, orderCode).first().dblclick();
    await checker.getByRole('button', { name: '확인', exact: true }).click();
    await toastWith(checker, new RegExp(`발주 ${orderCode}.{1,2} 확인 처리했습니다`)).waitFor();

    await go(approver, `/Purchase/PurchaseOrderLastCheck/${orderCode}`);
    await approver.getByRole('button', { name: '최종 승인', exact: true }).click();
    await approver.waitForURL(/\/Purchase\/PurchaseOrder$/);
    await gridRows(approver, orderCode).first().dblclick();
    await approver.waitForURL(new RegExp(`/Purchase/PurchaseOrderSave/${orderCode}$`));
    await approver.getByRole('button', { name: '확정 (발주)' }).click();
    await approver.locator('.ant-tag', { hasText: '확정' }).first().waitFor();

    await go(approver, `/Purchase/PurchaseOrderPrint/${orderCode}`);
    const sheet = approver.locator('table', { hasText: GB90L.partNo });
    await sheet.first().waitFor();
    await expect(sheet.first().innerText()).resolves.toContain(GB80L.partNo);
    await approver.screenshot({ path: path.join(SHOTS, 'order-print.png'), fullPage: true });
  });

  it('makes the arrival on the order desk; staff2 scans part of it, a wrong part refused; stock and cost move', async () => {
    await go(approver, '/Purchase/PurchaseOrder');
    await gridRows(approver, orderCode).first().getByRole('checkbox', { name: '행 선택' }).check();
    await approver.getByRole('button', { name: /선택 발주 입고 만들기/ }).click();
    const made = toastWith(approver, /입고 R\d{8} \(2품목 5개\)/);
    await made.waitFor({ timeout: 10_000 });
    arrivalCode = codeIn(await made.innerText(), 'R');

    // The arrival slip's code is scanned first, then each unit.
    await go(checker, '/Company/Examination/Purchase/PurchaseExamination');
    await checker.locator('#arrival-code').fill(arrivalCode);
    await checker.locator('#arrival-code').press('Enter');
    await checker.getByText(`${arrivalCode} 검수를 시작합니다.`).first().waitFor({ timeout: 10_000 });
    // Batteries carry a date code: these labels have none, so the examiner types it once.
    const dateCode = checker.locator('#arrival-date-code');
    await dateCode.fill('2610');
    await dateCode.press('Enter');
    await soon(() => checker.evaluate(() => document.activeElement?.id)).toBe('arrival-scan');
    expect(await dateCode.inputValue()).toBe('2610');
    const log = checker.locator('.erp-exam-log li');
    const count = checker.getByTestId('arrival-count');
    // A keyboard-wedge scanner: the characters, then Enter, into the scan box.
    const scan = async (value: string, said: string | RegExp) => {
      const n = await log.count();
      const box = checker.locator('#arrival-scan');
      await box.fill('');
      await box.pressSequentially(value, { delay: 5 });
      await box.press('Enter');
      await soon(() => log.count()).toBe(n + 1);
      if (typeof said === 'string') await soon(() => log.first().innerText()).toContain(said);
      else await soon(() => count.innerText()).toMatch(said);
    };
    await scan(GB80L.ean, /^1 \/ 5개/);
    await scan(GB80L.ean, /^2 \/ 5개/);
    await scan(DEMO_PARTS.battery.barcode, '입고 목록에 없는 품목입니다');
    await scan(GB90L.ean, /^3 \/ 5개/);
    await checker.screenshot({ path: path.join(SHOTS, 'examination.png'), fullPage: true });
    // Two GB90L short: posted with the difference, only what was examined comes in.
    await checker.getByRole('button', { name: '검수 확정' }).click();
    await checker.locator('.ant-popconfirm-buttons button', { hasText: '확정' }).click();
    await soon(() => stockOf(page, GB80L.code), 10_000).toBe(before.gb80 + 2);
    expect(await stockOf(page, GB90L.code)).toBe(before.gb90 + 1);

    // The order keeps the two short batteries open for a later arrival.
    await go(approver, `/Purchase/PurchaseOrderSave/${orderCode}`);
    await approver.getByText('발주 5 · 입고 3 · 잔량 2').waitFor({ timeout: 10_000 });

    // The stock moves carry the cost they came in at.
    await go(page, '/Stock/StockChangeRecordList');
    const moves = gridRows(page, arrivalCode);
    await soon(() => moves.count(), 15_000).toBe(2);
    const costs = [
      await gridCell(moves.nth(0), 'unitCost').innerText(),
      await gridCell(moves.nth(1), 'unitCost').innerText(),
    ];
    expect(costs.sort()).toEqual(['86,000', '99,000']);
  });

  it('matches the bill with one price difference acknowledged, pays the supplier to zero', async () => {
    await go(page, '/Purchase/PurchasePayingBill');
    await pickSupplier(page);
    const lineOf = (part: typeof GB90L) =>
      page
        .locator('table[aria-label="입고 품목 대사"] tr', { hasText: arrivalCode })
        .filter({ hasText: part.partNo });
    for (const part of [GB90L, GB80L]) await lineOf(part).getByRole('checkbox').check();
    // The supplier bills GB90L at 98,000 instead of 99,000: 1,000 less, 1,100 with its VAT.
    const price = lineOf(GB90L).getByRole('spinbutton', { name: `${GB90L.name} 계산서 단가` });
    await price.fill('98000');
    await price.press('Tab');
    // Saved without the supplier's own number, the page names the box that is empty.
    await page.getByRole('button', { name: '저장 (대사)' }).click();
    await page.getByText('매입처 계산서 번호: 입력하세요.').waitFor();
    await page.getByRole('textbox', { name: '매입처 계산서 번호' }).fill('SB-2611-001');
    await page.getByRole('button', { name: '저장 (대사)' }).click();
    const diffs = page.locator('table[aria-label="차이 목록"] tbody tr');
    await soon(() => diffs.count(), 10_000).toBe(1);
    await expect(diffs.first().innerText()).resolves.toContain(GB90L.name);
    await expect(
      page.getByRole('button', { name: '사유를 입력하세요 (1건 남음)' }).isDisabled(),
    ).resolves.toBe(true);
    await diffs.first().getByRole('textbox').fill('매입처 단가 인하 합의');
    await page.screenshot({ path: path.join(SHOTS, 'bill-difference.png'), fullPage: true });
    await page.getByRole('button', { name: '계산서 승인' }).click();
    await page.getByText(/승인된 계산서입니다\. 미지급금 조정 -1,100원/).waitFor({ timeout: 10_000 });

    await go(page, `/PurchaseManager/PuchaseWithdrawal/${SUPPLIER.code}`);
    await soon(() => page.getByTestId('sm-balance').innerText(), 10_000).not.toBe('0원');
    await page.getByRole('button', { name: '잔액 전부' }).click();
    await page.locator('button', { hasText: '출금 등록' }).click();
    await soon(() => page.getByTestId('sm-balance').innerText(), 10_000).toBe('0원');

    await go(page, `/PurchaseManager/PurchaseStatement/${SUPPLIER.code}`);
    await soon(() => page.getByTestId('sm-closing').innerText(), 10_000).toBe('0');
    await page.screenshot({ path: path.join(SHOTS, 'statement.png'), fullPage: true });
  });

  it('returns one battery to the supplier: requested, checked, approved and saved by three people', async () => {
    const gb80 = await stockOf(page, GB80L.code);
    await go(page, '/Purchase/PurchaseReturnRequest');
    await pickSupplier(page);
    await typeLine(page, 1, GB80L.partNo, 1);
    await page.getByRole('button', { name: /저장/ }).first().click();
    await page.waitForURL(/\/Purchase\/PurchaseReturnLastCheck\/T\d{8}$/, { timeout: 15_000 });
    const returnCode = codeIn(page.url(), 'T');

    await go(checker, '/Purchase/PurchaseReturnCheck');
    await gridRows(checker, returnCode).first().dblclick();
    await checker.waitForURL(new RegExp(`/Purchase/PurchaseReturnLastCheck/${returnCode}$`));
    await stepWithConfirm(checker, '확인');
    await toastWith(checker, new RegExp(`반품 ${returnCode}.{1,2} 확인했습니다`)).waitFor();

    await go(approver, `/Purchase/PurchaseReturnLastCheck/${returnCode}`);
    await stepWithConfirm(approver, '최종 승인');
    await toastWith(approver, new RegExp(`반품 ${returnCode}.{1,2} 최종 승인했습니다`)).waitFor();
    await go(approver, `/Purchase/PurchaseReturnSave/${returnCode}`);
    await stepWithConfirm(approver, '확정 (출고)');
    await soon(() => stockOf(page, GB80L.code), 10_000).toBe(gb80 - 1);
    // Paid to zero before, the supplier now owes us the returned battery.
    await go(page, `/PurchaseManager/PurchaseStatement/${SUPPLIER.code}`);
    await soon(() => page.getByTestId('sm-closing').innerText(), 10_000).toMatch(/^-\d/);
    await approver.screenshot({ path: path.join(SHOTS, 'return-saved.png'), fullPage: true });
  });
});
