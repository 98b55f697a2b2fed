import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('purchase.e2e.test.ts');

/** Demo parts: battery GB90L (found by part number) and GB80L (scanned by its maker's EAN-13). */
const GB90L = { code: 'P0000003', partNo: 'GB90L' };
const GB80L = { code: 'P0000001', partNo: 'GB80L', ean: '8800001000809' };

const SHOTS = shotsFolder('purchase');

const apiGet = <T>(page: Page, url: string) => pageApiOk<T>(page, url);

/**
 * A fixed purchase from the first demo supplier of GB90L × 3 and GB80L × 1, made through the API
 * so a test about its labels does not hang on the test that registers one on screen.
 */
const fixedPurchase = async (page: Page): Promise<string> => {
  const draft = await pageApiOk<{ code: string; version: number }>(page, '/api/purchase/v1.0/insert', {
    supplierCode: 'S000001',
    warehouseCode: 'MAIN',
    lines: [
      { partCode: GB90L.code, qty: 3, unitPrice: 99_000 },
      { partCode: GB80L.code, qty: 1, unitPrice: 86_000 },
    ],
  });
  await pageApiOk(page, `/api/purchase/v1.0/fix/${draft.code}`, { version: draft.version });
  return draft.code;
};

describe.skipIf(!hasChromium)('purchasing and its unit labels (Chromium)', () => {
  let server: TestServer;
  let page: Page;

  useSuite('staff', (suite) => {
    ({ server, page } = suite);
  });

  it('registers a purchase of two lines (one typed, one scanned) and fixes it: stock comes in', async () => {
    const stockOf = async (partCode: string) =>
      (await apiGet<{ warehouseCode: string; qty: number }[]>(page, `/api/stock/v1.0/part/${partCode}`)).find(
        (s) => s.warehouseCode === 'MAIN',
      )?.qty ?? 0;
    await page.goto(`${server.baseUrl}/PurchaseManager/PurchaseRegistration`);
    const before = { gb90: await stockOf(GB90L.code), gb80: await stockOf(GB80L.code) };

    await page.getByRole('combobox', { name: '매입처' }).click();
    await page.keyboard.type('세방');
    await page.locator('.ant-select-item-option', { hasText: '세방전지' }).click();
    // The lines are typed in the document grid: a part number + Enter takes the part.
    const partCell = (row: number) => page.getByRole('textbox', { name: `${row}번째 줄 품번` });
    await partCell(1).fill(GB90L.partNo);
    await partCell(1).press('Enter');
    await expect.poll(() => partCell(2).count()).toBe(1);
    // A scanner types the maker's barcode and Enter into the next line's part cell: the part is
    // added; a second scan of the same part adds one to its line instead of a new line.
    await partCell(2).fill(GB80L.ean);
    await partCell(2).press('Enter');
    await expect.poll(() => partCell(2).inputValue()).toBe(GB80L.partNo);
    await partCell(3).fill(GB80L.ean);
    await partCell(3).press('Enter');
    const qty2 = page.getByRole('textbox', { name: '2번째 줄 수량' });
    await expect.poll(() => qty2.inputValue()).toBe('2');
    await expect(partCell(4).count()).resolves.toBe(0);
    await qty2.fill('1');
    const qty = page.getByRole('textbox', { name: '1번째 줄 수량' });
    // A half-typed decimal keeps the page and its lines; the cell names what is wrong with it.
    await qty.fill('1.5');
    await expect(page.getByText('화면을 표시하는 중 오류가 발생했습니다.').count()).resolves.toBe(0);
    await expect.poll(() => page.getByTestId('purchase-unpriced').count()).toBe(1);
    await expect(partCell(2).inputValue()).resolves.toBe(GB80L.partNo);
    await qty.fill('3');
    await qty.press('Tab');
    // GB90L 3 × 99,000 + GB80L 1 × 86,000 = 383,000 + 10 % VAT.
    await expect.poll(() => page.getByTestId('purchase-total').innerText()).toBe('421,300원');
    await page.screenshot({ path: path.join(SHOTS, 'purchase-registration.png'), fullPage: true });

    await page.getByRole('button', { name: '저장 후 확정' }).click();
    await page.locator('.ant-modal-confirm-btns button', { hasText: '확정' }).click();
    await page.waitForURL(/\/PurchaseManager\/PurchaseDetail\/R\d{8}$/, { timeout: 15_000 });
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.locator('.ant-tag', { hasText: '확정' }).waitFor();
    await expect(page.getByRole('button', { name: '확정 취소' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'purchase-detail.png'), fullPage: true });
    expect(await stockOf(GB90L.code)).toBe(before.gb90 + 3);
    expect(await stockOf(GB80L.code)).toBe(before.gb80 + 1);

    await page.goto(`${server.baseUrl}/PurchaseManager/PurchaseList`);
    await gridRows(page, code).first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SHOTS, 'purchase-list.png'), fullPage: true });
  });

  it('issues the unit barcodes of every unit bought on BarcodePurchasePartEachCreatPrint, in stock at once', async () => {
    const code = await fixedPurchase(page);
    await page.goto(`${server.baseUrl}/PurchaseManager/PurchaseDetail/${code}`);
    await page.getByRole('button', { name: '개체 바코드 발행' }).click();
    await page.waitForURL(new RegExp(`/Company/Barcode/BarcodePurchasePartEachCreatPrint/${code}$`));
    const all = page.getByRole('button', { name: '미발행 4개 모두 발행' });
    await all.click();
    const preview = page.getByTestId('label-preview');
    await expect.poll(() => preview.locator('.erp-label').count(), { timeout: 15_000 }).toBe(4);
    await expect
      .poll(() => page.getByRole('button', { name: '미발행 0개 모두 발행' }).isDisabled())
      .toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'purchase-units.png'), fullPage: true });
    const units = await apiGet<{ state: string; docKind: string; partCode: string }[]>(
      page,
      `/api/barcode/v1.0/unit/document/${code}`,
    );
    expect(units.map((u) => [u.docKind, u.state])).toEqual(Array(4).fill(['purchase', 'in_stock']));
  });

  it('reprints one line on the single-line route, and names an unknown method in Korean', async () => {
    const code = await fixedPurchase(page);
    // The GB90L line's three units issued, as the issue screen does.
    await pageApiOk(page, '/api/barcode/v1.0/unit/create', {
      partCode: GB90L.code,
      qty: 3,
      docKind: 'purchase',
      docCode: code,
    });
    const single = (method: string) =>
      `${server.baseUrl}/Company/Barcode/BarcodePurchasePartEachCreatSinglePrint/${method}/${code}/${GB90L.code}`;
    await page.goto(single('re'));
    const preview = page.getByTestId('label-preview');
    // A reprint starts with the line's three units chosen, and offers no issue button.
    await expect.poll(() => preview.locator('.erp-label').count(), { timeout: 15_000 }).toBe(3);
    await expect(
      page.locator('.ant-table-row').getByRole('button', { name: '발행', exact: true }).count(),
    ).resolves.toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'purchase-single-re.png'), fullPage: true });

    await page.goto(single('new'));
    const issue = page
      .locator('.ant-table-row', { hasText: GB90L.partNo })
      .getByRole('button', { name: '발행' });
    await issue.waitFor();
    await expect(issue.isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'purchase-single-new.png'), fullPage: true });

    await page.goto(single('print'));
    await page.getByText("'print'는 알 수 없는 인쇄 방법입니다.").waitFor();
  });
});
