import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { eventually, soon } from './support/eventually';
import { closeSuite, openSuite, type Suite } from './support/suite';

announceSkipWithoutChromium('form-entry.e2e.test.ts');

// What a clerk types must never cost the screen: a refused number is named on its cell, the
// totals leave that line out, keyboard flows land where the fingers expect, and the printed
// statement carries both copies. SHOTS keeps the screenshots to look at.
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), 'erp-e2e-form-entry');
const CRASH = '화면을 표시하는 중 오류가 발생했습니다.';

/** A local fake of the road-name address API (juso.go.kr addrLinkApi.do), for 우편번호 찾기. */
const startFakeJuso = async (): Promise<{ server: Server; baseUrl: string }> => {
  const server = createServer((req, res) => {
    const keyword = new URL(req.url ?? '', 'http://x').searchParams.get('keyword') ?? '';
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        results: {
          common: {
            errorCode: '0',
            errorMessage: '정상',
            totalCount: keyword.includes('세종대로') ? '1' : '0',
          },
          juso: keyword.includes('세종대로')
            ? [
                {
                  zipNo: '04524',
                  roadAddr: '서울특별시 중구 세종대로 110 (태평로1가)',
                  jibunAddr: '서울특별시 중구 태평로1가 31',
                  bdNm: '서울특별시청',
                },
              ]
            : [],
        },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  return {
    server,
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/addrlink`,
  };
};

const tooltipText = (page: Page) =>
  page.locator('.ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-container').allInnerTexts();

describe.skipIf(!hasChromium)('form entry: refused cells, keyboard flows, printing (Chromium)', () => {
  let suite: Suite;
  let juso: Server;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    console.log(`[e2e] form-entry screenshots: ${SHOTS}`);
    const fake = await startFakeJuso();
    juso = fake.server;
    // The server under test reads these when it starts (the key never reaches the browser).
    process.env.JUSO_BASE_URL = fake.baseUrl;
    process.env.JUSO_API_KEY = 'e2e-key';
    try {
      suite = await openSuite('staff');
    } finally {
      delete process.env.JUSO_BASE_URL;
      delete process.env.JUSO_API_KEY;
    }
  });
  afterAll(async () => {
    await closeSuite(suite?.browser, suite?.server);
    juso?.closeAllConnections();
    juso?.close();
  });

  it('names a refused purchase quantity on its cell, keeps the form, and totals only the priced lines', async () => {
    const { page, server, consoleWatch } = suite;
    consoleWatch.clear();
    await page.goto(`${server.baseUrl}/PurchaseManager/PurchaseRegistration`);
    await page.getByRole('combobox', { name: '매입처' }).click();
    await page.keyboard.type('세방');
    await page.locator('.ant-select-item-option', { hasText: '세방전지' }).click();
    // The lines are typed in the document grid's part cells: a part number + Enter takes the part.
    for (const [row, partNo] of [
      [1, 'GB90L'],
      [2, 'GB80L'],
    ] as const) {
      const partCell = page.getByRole('textbox', { name: `${row}번째 줄 품번` });
      await partCell.fill(partNo);
      await partCell.press('Enter');
      await soon(() => page.getByRole('textbox', { name: `${row + 1}번째 줄 품번` }).count()).toBe(1);
    }
    const qty = page.getByRole('textbox', { name: '1번째 줄 수량' });
    // The figure that crashed the whole screen with a RangeError and lost the supplier and lines.
    await qty.fill('99999999999');
    await soon(() => tooltipText(page)).toContain('수량은 99,999 이하로 입력하세요.');
    expect(await page.getByText(CRASH).count()).toBe(0);
    await expect(qty.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await page.locator('.erp-line-grid tr', { has: page.locator('.erp-line-unpriced') }).count()).toBe(
      1,
    );
    expect(await page.getByTestId('purchase-unpriced').innerText()).toContain(
      '1줄은 수량·단가를 고칠 때까지',
    );
    // Only GB80L (1 × 86,000 + 10 %) is in the totals, never an impossible figure.
    expect(await page.getByTestId('purchase-total').innerText()).toBe('94,600원');
    await page.screenshot({ path: path.join(SHOTS, 'purchase-refused-qty.png'), fullPage: true });
    // The supplier and both lines are still there.
    await expect(page.locator('.ant-select-content', { hasText: '세방전지' }).count()).resolves.toBe(1);
    expect(await page.locator('.erp-line-grid tbody tr:not(.is-blank)').count()).toBe(2);

    for (const [typed, said] of [
      ['-3', '수량은 1 이상으로 입력하세요.'],
      ['0', '수량은 1 이상으로 입력하세요.'],
      ['1.5', '수량은 정수로 입력하세요.'],
    ] as const) {
      await qty.fill(typed);
      await soon(() => tooltipText(page)).toContain(said);
      expect(await page.getByTestId('purchase-total').innerText()).toBe('94,600원');
    }
    const price = page.getByRole('textbox', { name: '2번째 줄 단가' });
    await price.fill('86000.5');
    await soon(() => tooltipText(page)).toContain('단가는 원 단위 정수로 입력하세요.');
    // The decimal is shown as typed, not rounded to 86,001 behind the clerk's back.
    await price.blur();
    expect(await price.inputValue()).toBe('86,000.5');
    await qty.fill('3');
    await price.fill('86000');
    await price.blur();
    // GB90L 3 × 99,000 + GB80L 1 × 86,000 = 383,000 + 10 % VAT.
    await soon(() => page.getByTestId('purchase-total').innerText()).toBe('421,300원');
    expect(await page.getByTestId('purchase-unpriced').count()).toBe(0);
    expect(consoleWatch.errors).toEqual([]);
  });

  it('names a 12-digit quantity on the order grid and leaves the line out of the totals', async () => {
    const { page, server, consoleWatch } = suite;
    consoleWatch.clear();
    await page.goto(`${server.baseUrl}/Company/ObtainRegister/-/C000001/-`);
    await page.getByRole('textbox', { name: '1번째 줄 품번' }).waitFor();
    await page.getByRole('textbox', { name: '1번째 줄 품번' }).focus();
    await page.keyboard.type('AX60L');
    await page.locator('.erp-candidates tr', { hasText: 'AX60L' }).first().waitFor();
    await page.keyboard.press('Enter');
    const qty = page.getByRole('textbox', { name: '1번째 줄 수량' });
    await soon(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      '1번째 줄 수량',
    );
    // 999,999,999,999 × 89,000 is past a safe integer: pricing it threw in render before.
    await page.keyboard.type('999999999999');
    await soon(() => tooltipText(page)).toContain('수량은 99,999 이하로 입력하세요.');
    expect(await page.getByText(CRASH).count()).toBe(0);
    await expect(qty.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await page.getByTestId('order-total').innerText()).toBe('0원');
    expect(await page.getByTestId('order-unpriced').innerText()).toContain('1줄은');
    await page.screenshot({ path: path.join(SHOTS, 'order-refused-qty.png') });
    await qty.fill('2');
    await soon(() => page.getByTestId('order-total').innerText()).toBe('195,800원');
    expect(await page.getByTestId('order-unpriced').count()).toBe(0);
    expect(consoleWatch.errors).toEqual([]);
  });

  it('refuses a decimal 여신 한도 in words instead of rounding it', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/Company/Customer/CustomerRegistration`);
    const limit = page.locator('#creditLimit');
    await limit.waitFor();
    await limit.fill('1000000.5');
    await limit.blur();
    await page.getByText('원 단위 정수로 입력하세요.').first().waitFor();
    // precision 0 showed 1,000,001 and saved it; the typed figure stays.
    expect(await limit.inputValue()).toBe('1,000,000.5');
    await limit.fill('1000000');
    await limit.blur();
    await soon(() => page.getByText('원 단위 정수로 입력하세요.').count()).toBe(0);
    expect(await limit.inputValue()).toBe('1,000,000');
  });

  it.each(['/Company/Customer/CustomerRegistration', '/Company/Customer/CustomerSimpleRegistration'])(
    'fills postcode and road address from 우편번호 찾기 on %s (the address service behind the server)',
    async (path) => {
      const { page, server } = suite;
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('button', { name: '우편번호 찾기' }).click();
      const search = page.getByRole('searchbox', { name: '주소 검색어' });
      await search.waitFor();
      await search.fill('세종대로 110');
      await search.press('Enter');
      await page.locator('.erp-address-hit', { hasText: '04524' }).click();
      await soon(() => page.locator('#postcode').inputValue()).toBe('04524');
      expect(await page.locator('#address').inputValue()).toBe(
        '서울특별시 중구 세종대로 110 (태평로1가) 서울특별시청',
      );
      await soon(() => page.evaluate(() => document.activeElement?.id)).toBe('addressDetail');
    },
  );

  it('takes the customer a fast typist chose with Enter before the search answered, and the VIN lands in the VIN box', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/Company/ObtainMemo`);
    const picker = page.getByRole('combobox', { name: '거래처 찾기' });
    await picker.waitFor();
    await picker.click();
    // Name, Enter, Enter, VIN without waiting for the list: as typed at the phone.
    await page.keyboard.type('대성모터스');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('KMHD341CBKU123456');
    expect(await page.locator('#memo-vin').inputValue()).toBe('KMHD341CBKU123456');
    await soon(() => page.locator('.erp-memo-field').first().innerText()).toContain('C000002 대성모터스');
    // The select's clear button is not a stop on the way: Tab goes on to the VIN box.
    await picker.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('memo-vin');
  });

  it('keeps a refused scan selected and says a too-long one in plain words', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/Company/Examination/Order/OrderExamination`);
    const code = page.locator('#exam-order');
    await code.waitFor();
    const long = `O${'1'.repeat(150)}`;
    await code.fill(long);
    await code.press('Enter');
    const feedback = page.getByTestId('exam-feedback');
    await soon(() => feedback.innerText()).toContain('읽은 값이 너무 깁니다 (151자, 40자까지)');
    expect(await feedback.innerText()).not.toContain('주소가 너무 깁니다');
    // The refused value stays selected: the next scan replaces it.
    await eventually(
      () =>
        code.evaluate((el: HTMLInputElement) =>
          [el.selectionStart, el.selectionEnd, el.value.length].join(','),
        ),
      (sel) => expect(sel).toBe(`0,${long.length},${long.length}`),
    );
    // A part scanned with no order open is refused, and stays in the scan box, selected.
    const scan = page.locator('#exam-scan');
    await scan.fill('8800001000809');
    await scan.press('Enter');
    await soon(() =>
      scan.evaluate((el: HTMLInputElement) => [el.value, el.selectionStart, el.selectionEnd].join(',')),
    ).toBe('8800001000809,0,13');
    await page.screenshot({ path: path.join(SHOTS, 'scan-refused.png') });
  });

  it('prints the statement of account with both copies on one A4 sheet, or one copy when asked', async () => {
    const { page, server } = suite;
    const order = await pageApiOk<{ code: string }>(page, '/api/order/v1.0/insert', {
      customerCode: 'C000002',
      warehouseCode: 'MAIN',
      lines: [{ partCode: 'P0000007', qty: 1, unitPrice: 89_000 }],
    });
    await pageApiOk(page, `/api/order/v1.0/fix/${order.code}`, {});
    await page.goto(`${server.baseUrl}/Company/StatementOfAccount/${order.code}`);
    const sheet = page.locator('.erp-print-page');
    await sheet.first().waitFor();
    expect(await sheet.count()).toBe(1);
    const text = await sheet.innerText();
    expect(text).toContain('공급자 보관용');
    expect(text).toContain('공급받는자 보관용');
    // The sheet is one A4 page: 210 × 297 mm at 96 dpi.
    const box = await sheet.boundingBox();
    expect(Math.round((box?.height ?? 0) / 3.7795)).toBeLessThanOrEqual(298);
    await page.screenshot({ path: path.join(SHOTS, 'statement-two-copies.png'), fullPage: true });
    await page.getByText('공급받는자 보관용만').click();
    await page.waitForURL(/copies=recipient/);
    expect(await page.locator('.erp-print-page').count()).toBe(1);
    expect(await page.locator('.erp-print-copy').allInnerTexts()).toEqual(['공급받는자 보관용']);
  });

  it("leads the 404 page's home button to the user's own home", async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/no/such/page`);
    await page.getByText('페이지를 찾을 수 없습니다.').waitFor();
    await page.getByRole('button', { name: '처음 화면으로' }).click();
    await page.waitForURL((url) => url.pathname !== '/no/such/page');
    await page.waitForLoadState('networkidle');
    const home = new URL(page.url()).pathname;
    expect(home).not.toBe('/MainPage');
    expect(home).not.toContain('Login');
  });
});
