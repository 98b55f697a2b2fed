import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageApi } from './support/api';
import { navigateInApp } from './support/app-idle';
import { announceSkipWithoutChromium, hasChromium, launchBrowser } from './support/chromium';
import { isRefusalAnswer } from './support/console';
import { eventually, soon } from './support/eventually';
import { gridRows } from './support/grid';
import { cancelOrderLines, DEMO_PARTS, ledgerOf, placeFixedOrder } from './support/sales-data';
import type { TestServer } from './support/server';
import { loginAs } from './support/session';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('sales-more.e2e.test.ts');

// Screenshots of the statements, to look at (the test prints the folder).
const SHOTS = shotsFolder('sales-more');

const CUSTOMER = 'C000002';
const BATTERY = DEMO_PARTS.battery;
const OIL_FILTER = DEMO_PARTS.oilFilter;
// Two batteries and one oil filter, VAT added per line (the demo customer's prices exclude VAT).
const SUPPLY = 2 * BATTERY.price + OIL_FILTER.price;
const TAX = (2 * BATTERY.price) / 10 + OIL_FILTER.price / 10;
const TOTAL = SUPPLY + TAX;

const api = pageApi;

// A booked day a week from today (Seoul time), so the test never books a day already past.
const BOOKED = (() => {
  const d = new Date(Date.now() + 9 * 3_600_000 + 7 * 86_400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
})();
const BOOKED_DASHED = `${BOOKED.slice(0, 4)}-${BOOKED.slice(4, 6)}-${BOOKED.slice(6)}`;

const onHand = async (page: Page, partCode: string) =>
  (
    await api<{ warehouseCode: string; qty: number }[]>(page, `/api/stock/v1.0/part/${partCode}`)
  ).response.find((s) => s.warehouseCode === 'MAIN')?.qty ?? 0;

const closingBalance = async (page: Page) =>
  (
    await api<{ closingBalance: number }>(page, '/api/customer/v1.0/ledger', {
      customerCode: CUSTOMER,
      fromDate: '20000101',
      toDate: '20991231',
    })
  ).response.closingBalance;

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label') || '');

const expectFocus = (page: Page, label: string) =>
  eventually(
    () => focusedLabel(page),
    (focused) => expect(focused).toBe(label),
  );

/** The fast sale of test 1 (two batteries, one oil filter), fixed through the API for the tests after it. */
const fastSale = (page: Page) =>
  placeFixedOrder(page, {
    customerCode: CUSTOMER,
    lines: [
      { partCode: BATTERY.code, qty: 2, unitPrice: BATTERY.price },
      { partCode: OIL_FILTER.code, qty: 1, unitPrice: OIL_FILTER.price },
    ],
  });

const kstToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
const won = (n: number) => n.toLocaleString('ko-KR');

/** An A4 page at 96 dpi is 794 × 1123 px: the sheet is shot at that width to be looked at. */
const shoot = async (sheet: Page, name: string) => {
  await sheet.setViewportSize({ width: 900, height: 1250 });
  await sheet.screenshot({ path: path.join(SHOTS, name), fullPage: true });
};

/** Prints the page to PDF as the print dialog would (print media, the page's own @page size). */
const pdfPages = async (sheet: Page, name: string): Promise<number> => {
  const pdf = await sheet.pdf({
    preferCSSPageSize: true,
    printBackground: true,
    path: path.join(SHOTS, name),
  });
  const text = pdf.toString('latin1');
  // Each A4 page object reads /Type /Page (not /Pages); its box is 595 × 842 points.
  expect(text).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
  return (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
};

describe.skipIf(!hasChromium)('fast sale, its statement and the examination queue (issue 8)', () => {
  let server: TestServer;
  let page: Page;
  let page2: Page;

  const suite = useSuite('staff', (open) => {
    ({ server, page } = open);
  });
  useSecondDesk(suite, 'staff2', (desk) => {
    page2 = desk;
  });

  it('sells at the counter by keyboard alone and prints both copies of the fast statement on one A4', async () => {
    const stockBefore = {
      battery: await onHand(page, BATTERY.code),
      oil: await onHand(page, OIL_FILTER.code),
    };
    const balanceBefore = await closingBalance(page);

    await page.goto(`${server.baseUrl}/Company/Order/Product/OrderFastRegister/-/${CUSTOMER}/fix`);
    await expectFocus(page, '1번째 줄 품번');
    // A part number, Enter on the one match, quantity, the offered price.
    await page.keyboard.type(BATTERY.partNo);
    await page.locator('.erp-candidates tr', { hasText: BATTERY.partNo }).first().waitFor();
    await page.keyboard.press('Enter');
    await expectFocus(page, '1번째 줄 수량');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expectFocus(page, '1번째 줄 단가');
    await page.keyboard.press('Enter');
    await expectFocus(page, '2번째 줄 품번');
    // A scanner's burst: the barcode and Enter pick the part at once.
    await page.keyboard.type(OIL_FILTER.barcode, { delay: 5 });
    await page.keyboard.press('Enter');
    await expectFocus(page, '2번째 줄 수량');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expectFocus(page, '3번째 줄 품번');
    expect(await page.getByTestId('order-total').innerText()).toBe(`${won(TOTAL)}원`);

    // F9 saves and asks once; Enter fixes and the fast statement opens in its window.
    await page.keyboard.press('F9');
    await page.locator('.ant-modal-confirm-title', { hasText: `${won(TOTAL)}원을 확정할까요?` }).waitFor();
    const popupOpened = page.context().waitForEvent('page');
    await page.keyboard.press('Enter');
    const sheet = await popupOpened;
    await sheet.waitForURL(/\/Company\/FastStatementOfAccount\/O\d{8}-\d{4}$/);
    const orderCode = sheet.url().split('/').at(-1) ?? '';
    expect(orderCode).toMatch(/^O\d{8}-\d{4}$/);
    await sheet.locator('.erp-fast-page').waitFor();
    const copies = sheet.locator('.erp-fast-copy');
    expect(await copies.count()).toBe(2);
    const text = await sheet.locator('.erp-print-sheet').innerText();
    expect(text).toContain('공급자 보관용');
    expect(text).toContain('공급받는자 보관용');
    expect(text).toContain('대성모터스');
    expect(text).toContain('한국부품상사');
    expect(text).toContain(BATTERY.partNo);
    expect(text).toContain(OIL_FILTER.partNo);
    expect(text).toContain(`(₩${won(TOTAL)})`);
    expect(await sheet.getByTestId('fast-supply').first().innerText()).toBe(won(SUPPLY));
    expect(await sheet.getByTestId('fast-tax').first().innerText()).toBe(won(TAX));
    // The balance box is the ledger's: before, this sale, after.
    const balanceRow = await copies.first().locator('.erp-fast-balance td').allInnerTexts();
    expect(balanceRow).toEqual([won(balanceBefore), '0', won(TOTAL), won(balanceBefore + TOTAL)]);
    // Numbers are right-aligned in the lines.
    const align = await sheet
      .locator('.erp-fast-lines tbody td.r')
      .first()
      .evaluate((el) => getComputedStyle(el).textAlign);
    expect(align).toBe('right');
    await shoot(sheet, 'fast-statement.png');
    // Printed (the browser's print to PDF, A4 from the page's @page rule): both copies on one page.
    expect(await pdfPages(sheet, 'fast-statement.pdf')).toBe(1);
    await sheet.close();

    // The counter page says it is done; the ledgers moved by exactly this sale.
    await page.getByTestId('fast-next').waitFor();
    expect(await closingBalance(page)).toBe(balanceBefore + TOTAL);
    expect(await onHand(page, BATTERY.code)).toBe(stockBefore.battery - 2);
    expect(await onHand(page, OIL_FILTER.code)).toBe(stockBefore.oil - 1);
    // F3 starts the next sale for the same customer.
    await page.keyboard.press('F3');
    await expectFocus(page, '1번째 줄 품번');
  }, 120_000);

  it('lists the order as waiting on the day’s examination request list and examines it from there', async () => {
    const { code: orderCode } = await fastSale(page);
    // Other tests' orders of the day wait too: the count is the server's, the row this test's.
    const day = await pageApi<{ counts: { none: number } }>(
      page2,
      '/api/examination/v1.0/order/request/list',
      {
        ymd: kstToday(),
        state: 'waiting',
        page: 1,
        size: 1,
      },
    );
    expect(day.code, day.message).toBe('S0000');
    await page2.goto(
      `${server.baseUrl}/Company/Examination/Order/Examination/OrderExaminationRequest/waiting/${kstToday()}`,
    );
    const row = gridRows(page2, orderCode).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('미시작');
    expect(await page2.getByTestId('exam-day-counts').innerText()).toContain(
      `미시작 ${day.response.counts.none}`,
    );
    await page2.screenshot({ path: path.join(SHOTS, 'examination-request.png') });

    // Enter on the row opens the scan station with the order, ready for the scanner.
    await row.getByRole('gridcell').first().click();
    await page2.keyboard.press('Enter');
    await page2.waitForURL(/OrderExamination\?order=/);
    await page2.getByText(`${orderCode} 검수를 시작합니다.`).waitFor();
    await expectFocus(page2, 'exam-scan');
    for (const value of [BATTERY.barcode, BATTERY.barcode, OIL_FILTER.barcode]) {
      await page2.keyboard.type(value, { delay: 5 });
      await page2.keyboard.press('Enter');
    }
    await page2
      .getByTestId('exam-feedback')
      .getByText(/모든 품목 확인/)
      .waitFor();
    await page2.keyboard.press('Enter');
    await page2.getByText(`${orderCode} 검수를 마쳤습니다.`).waitFor();

    // The day's list now counts it as done; its record lists the three scans by staff2.
    await navigateInApp(
      page2,
      `/Company/Examination/Order/Examination/OrderExaminationRequest/done/${kstToday()}`,
    );
    await gridRows(page2, orderCode).first().waitFor();
    await navigateInApp(page2, `/Company/Examination/Order/Examination/OrderExaminationList/${orderCode}`);
    await page2.getByTestId('record-status').getByText('검수 완료').waitFor();
    expect(await page2.getByTestId('record-scans').locator('tbody tr').count()).toBe(3);
    await page2.screenshot({ path: path.join(SHOTS, 'examination-record.png') });
  }, 120_000);

  it('opens the cancel statement from the ledger’s cancel row, and scans the returned unit back in', async () => {
    const { code: orderCode } = await fastSale(page);
    const { code: cancelCode } = await cancelOrderLines(page, page2, orderCode, '오일필터 반품', [
      { lineNo: 2, qty: 1 },
    ]);

    await page.goto(`${server.baseUrl}/Company/CustomerLedger?customer=${CUSTOMER}`);
    const cancelRow = page.locator(`tr[data-doc="${cancelCode}"]`);
    await cancelRow.waitFor();
    const popupOpened = page.context().waitForEvent('page');
    await cancelRow.locator('.erp-link-button').click();
    const sheet = await popupOpened;
    await sheet.waitForURL(`**/Company/CancelStatementOfAccount/${cancelCode}`);
    await sheet.locator('.erp-print-page').first().waitFor();
    const text = await sheet.locator('.erp-print-sheet').innerText();
    expect(text).toContain('취소 명세서');
    expect(text).toContain(`-${won(OIL_FILTER.price + OIL_FILTER.price / 10)}원`);
    expect(await pdfPages(sheet, 'cancel-statement.pdf')).toBe(1);
    await sheet.close();

    // The returned filter is scanned in: the battery is refused, the filter counted, done with Enter.
    await page2.goto(`${server.baseUrl}/Company/Examination/Order/OrderCancelExamination`);
    await expectFocus(page2, 'cancel-exam-code');
    await page2.keyboard.type(cancelCode);
    await page2.keyboard.press('Enter');
    await expectFocus(page2, 'cancel-exam-scan');
    await page2.keyboard.type(BATTERY.barcode, { delay: 5 });
    await page2.keyboard.press('Enter');
    await soon(() => page2.getByTestId('exam-feedback').innerText()).toContain('취소분에 없는 품목');
    await page2.keyboard.type(OIL_FILTER.barcode, { delay: 5 });
    await page2.keyboard.press('Enter');
    await soon(() => page2.getByTestId('cancel-scanned-2').innerText()).toBe('1');
    await page2.keyboard.press('Enter');
    await page2.getByText(`${cancelCode} 반품 검수를 마쳤습니다.`).waitFor();
    // A finished examination cannot be finished again.
    expect(await page2.getByRole('button', { name: /검수 완료/ }).isDisabled()).toBe(true);
    // Let the progress bar and button colour transitions end before the screenshot.
    await page2.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await page2.screenshot({ path: path.join(SHOTS, 'cancel-examination.png') });
  }, 120_000);

  it('prints the transaction statement of the day and the estimate of a customer’s car, both to the won', async () => {
    const { code: orderCode } = await fastSale(page);
    await cancelOrderLines(page, page2, orderCode, '오일필터 반품', [{ lineNo: 2, qty: 1 }]);
    const today = kstToday();
    // The day's sales and cancels of this customer, other tests' included, as the ledger has them.
    const dayLedger = await ledgerOf(page, CUSTOMER, today, today);
    const sum = (kind: string, side: 'debit' | 'credit') =>
      dayLedger.lines.filter((l) => l.kind === kind).reduce((total, l) => total + l[side], 0);
    expect(sum('sale', 'debit')).toBeGreaterThanOrEqual(TOTAL);
    await page.goto(`${server.baseUrl}/Company/transactionStatement/${CUSTOMER}?from=${today}&to=${today}`);
    await page.locator('.erp-ts-page').first().waitFor();
    const closing = await closingBalance(page);
    expect(await page.getByTestId('ts-closing').innerText()).toBe(won(closing));
    expect(await page.getByTestId('ts-sales').innerText()).toBe(won(sum('sale', 'debit')));
    expect(await page.getByTestId('ts-cancels').innerText()).toBe(won(sum('cancel', 'credit')));
    const tsText = await page.locator('.erp-print-sheet').innerText();
    expect(tsText).toContain(orderCode);
    expect(tsText).toContain(BATTERY.partNo);
    await shoot(page, 'transaction-statement.png');
    expect(await pdfPages(page, 'transaction-statement.pdf')).toBe(1);

    const draft = await api<{ code: string; total: number }>(page, '/api/order/v1.0/insert', {
      customerCode: CUSTOMER,
      vin: 'KMHD341CBKU123456',
      carNumber: '12가3456',
      lines: [{ partCode: BATTERY.code, qty: 1, unitPrice: BATTERY.price }],
    });
    expect(draft.code, draft.message).toBe('S0000');
    await navigateInApp(page, `/Company/CarEstimate/${CUSTOMER}`);
    await page.locator('.erp-print-page').first().waitFor();
    expect(await page.getByTestId('car-vin').innerText()).toBe('KMHD341CBKU123456');
    expect(await page.getByTestId('car-number').innerText()).toBe('12가3456');
    const estimate = await page.locator('.erp-print-sheet').innerText();
    expect(estimate).toContain('견적서');
    expect(estimate).toContain(`(₩${won(draft.response.total)})`);
    expect(estimate).toContain('현대');
    await shoot(page, 'car-estimate.png');
    expect(await pdfPages(page, 'car-estimate.pdf')).toBe(1);
    // The statement of account of the fast sale prints on one A4 page as well.
    await navigateInApp(page, `/Company/StatementOfAccount/${orderCode}`);
    await page.locator('.erp-print-page').first().waitFor();
    expect(await pdfPages(page, 'statement-of-account.pdf')).toBe(1);
  }, 90_000);

  it('shows the customer’s prices, the customer-order register and the fast memo with their prefilled values', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.baseUrl}/Company/CustomerDiscountProds/${CUSTOMER}`);
    const battery = gridRows(page, BATTERY.partNo).first();
    await battery.waitFor();
    expect(await battery.innerText()).toContain(won(BATTERY.price));
    await page.screenshot({ path: path.join(SHOTS, 'customer-discount-prods.png') });

    await navigateInApp(page, `/Company/CustOrderRegister/KMHD341CBKU123456/${CUSTOMER}/-/Y/R/${BOOKED}`);
    await page.getByTestId('cust-order-banner').getByText(`예약 ${BOOKED_DASHED} (저장하면 예약)`).waitFor();
    expect(await page.locator('#order-vin').inputValue()).toBe('KMHD341CBKU123456');
    await expectFocus(page, '1번째 줄 품번');
    await page.keyboard.type(OIL_FILTER.barcode, { delay: 5 });
    await page.keyboard.press('Enter');
    await expectFocus(page, '1번째 줄 수량');
    // F8 saves the draft; the URL keeps its six segments and the booked day goes on the order.
    await page.keyboard.press('F8');
    await page.waitForURL(
      new RegExp(`/Company/CustOrderRegister/KMHD341CBKU123456/C000002/O\\d{8}-\\d{4}/Y/R/${BOOKED}$`),
    );
    await page.getByTestId('cust-order-banner').getByText(`예약 ${BOOKED_DASHED} (예약됨)`).waitFor();
    const saved = page.url().split('/').at(-4) ?? '';
    const booked = await api<{ reservationDate: string | null }>(page, `/api/order/v1.0/single/${saved}`);
    expect(booked.response.reservationDate).toBe(BOOKED);
    await page.screenshot({ path: path.join(SHOTS, 'cust-order-register.png') });

    await navigateInApp(page, `/Company/Order/Product/OrderFastMemo/urgent/${CUSTOMER}`);
    await expectFocus(page, 'fast-memo-request');
    await page.keyboard.type('배터리 AX60L 1개 오후 배송');
    await page.keyboard.press('Enter');
    await page.getByTestId('fast-memo-list').getByText('[긴급] 배터리 AX60L 1개 오후 배송').waitFor();
    await expectFocus(page, 'fast-memo-request');
    await page.screenshot({ path: path.join(SHOTS, 'fast-memo.png') });

    // The customer-order memo opens prefilled with the car and the booked day.
    await navigateInApp(page, `/Company/CustOrderMemo/-/${CUSTOMER}/KMHD341CBKU123456/R/${BOOKED}`);
    expect(await page.locator('#memo-vin').inputValue()).toBe('KMHD341CBKU123456');
    expect(await page.locator('#memo-request').inputValue()).toContain(`[예약 ${BOOKED_DASHED}]`);
    // The examination limit list opens (nothing has waited 30 minutes in this fresh database).
    await navigateInApp(page, `/Company/Examination/Order/Examination/OrderExaminationExceedList`);
    await page.getByText('제한 시간을 넘긴 주문이 없습니다.').waitFor();
  }, 90_000);

  it('shows the admin who requested and who checked each cancel, and only to the admin', async () => {
    // staff (김직원) asks, staff2 (이검수) checks.
    const { code: orderCode } = await fastSale(page);
    await cancelOrderLines(page, page2, orderCode, '오일필터 반품', [{ lineNo: 2, qty: 1 }]);
    const admin = await launchBrowser();
    try {
      await loginAs(admin.page, server.baseUrl, 'admin');
      await admin.page.goto(`${server.baseUrl}/Company/Order/Cancel/OrderCancelAdminCheckList`);
      const row = gridRows(admin.page, orderCode).first();
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('취소 확인');
      expect(text).toContain('김직원');
      expect(text).toContain('이검수');
      await admin.page.screenshot({ path: path.join(SHOTS, 'cancel-admin-check-list.png') });
    } finally {
      await admin.close();
    }
    // Staff are refused by the server as well as by the menu.
    const refused = await api(page, '/api/order/v1.0/cancel/admin/check/list', {});
    expect(refused.code).toBe('E0403');
    // The browser logs that refusal (a 403 answer), which this test asked for, and nothing else.
    expect(suite().consoleWatch.errors.filter((e) => !isRefusalAnswer(e))).toEqual([]);
    suite().consoleWatch.clear();
  }, 60_000);
});
