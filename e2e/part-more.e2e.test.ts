import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { navigateInApp } from './support/app-idle';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('part-more.e2e.test.ts');

// Part sets, the ledger reports and the phone pages of parts (issue 7), on the demo data.
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), 'erp-e2e-shots');
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `part-more-${name}.png`), fullPage: true });
};

// A 1×1 PNG, as small as a real image gets.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const api = pageApiOk;

type Part = { code: string; partNo: string; salePrice: number };
const partByNo = async (page: Page, partNo: string): Promise<Part> => {
  const list = await api<{ rows: Part[] }>(page, '/api/product/v1.0/page/list', {
    filters: [{ field: 'partNo', op: 'eq', value: partNo }],
  });
  const part = list.rows[0];
  if (!part) throw new Error(`demo part ${partNo} is missing`);
  return part;
};

const pickPart = async (page: Page, label: string, term: string, option: RegExp) => {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await page.keyboard.type(term);
  await page.locator('.ant-select-dropdown:visible').getByText(option).first().waitFor();
  await page.keyboard.press('Enter');
};

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('part sets, part reports and phone part pages in the browser', () => {
  let server: TestServer;
  let page: Page;
  // Each test its own set: a part number no other set has.
  const newSetNo = () => `E2E-SET-${Date.now().toString(36).toUpperCase()}`;

  useSuite('staff', (suite) => {
    ({ server, page } = suite);
  });

  it('registers a set of two components by keyboard and finds it in the new-set list', async () => {
    const setNo = newSetNo();
    await page.goto(`${server.baseUrl}/Company/PartSetRegister`);
    await page.locator('#partNo').waitFor();
    await page.locator('#partNo').fill(setNo);
    await page.locator('#name').fill('엔진오일 교환 세트');
    await page.locator('#salePrice').fill('20000');
    await pickPart(page, '구성 품목 추가', '26300-35505', /26300-35505/);
    await pickPart(page, '구성 품목 추가', '28113-N9000', /28113-N9000/);
    await pickPart(page, '구성 품목 추가', '26300-35505', /26300-35505/);
    // Picking the filter twice made it two of one line, not two lines.
    await expect(page.getByLabel('26300-35505 구성 수량').inputValue()).resolves.toBe('2');
    await page.getByTestId('set-items-total').getByText('구성품 2종 · 판매가 합계 27,000원').waitFor();
    await page.getByText('세트 판매가가 구성품 합계보다 7,000원 쌉니다.').waitFor();
    await shot(page, 'set-register');
    await page.keyboard.press('Control+Enter');
    await page.getByText(/세트 P\d{7} 엔진오일 교환 세트를 등록했습니다\./).waitFor();

    await navigateInApp(page, `/Company/PartSetNewList`);
    const row = gridRows(page, setNo);
    await row.first().waitFor();
    await expect(row.first().innerText()).resolves.toContain('엔진오일 교환 세트');
    await shot(page, 'set-new-list');
  });

  it('puts the set on a draft order as its components, and the fixed sale shows in the reports', async () => {
    // The set test 1 registers by keyboard, made here through the API: the filter twice, the air filter once.
    const setNo = newSetNo();
    const [oilFilter, airFilter] = [await partByNo(page, '26300-35505'), await partByNo(page, '28113-N9000')];
    const { part: set } = await api<{ part: { code: string } }>(page, '/api/product/v1.0/set/insert', {
      partNo: setNo,
      name: '엔진오일 교환 세트',
      salePrice: 20_000,
      items: [
        { partCode: oilFilter.code, qty: 2 },
        { partCode: airFilter.code, qty: 1 },
      ],
    });
    const battery = await partByNo(page, 'GB80L');
    // What the demo data sold of the filter today (the demo online order): the report adds the set's 6.
    const kstToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
      .format(new Date())
      .replaceAll('-', '');
    const soldToday = async () =>
      (
        await api<{ rows: { partCode: string; soldQty: number }[] }>(
          page,
          '/api/product/v1.0/fast/turn/list',
          {
            fromDate: kstToday,
            toDate: kstToday,
            page: 1,
            size: 100,
          },
        )
      ).rows.find((r) => r.partCode === oilFilter.code)?.soldQty ?? 0;
    const filterSoldBefore = await soldToday();
    const order = await api<{ code: string }>(page, '/api/order/v1.0/insert', {
      customerCode: 'C000001',
      warehouseCode: 'MAIN',
      lines: [{ partCode: battery.code, qty: 1, unitPrice: battery.salePrice }],
    });
    await page.goto(`${server.baseUrl}/Company/PartSetInsert/${order.code}`);
    await pickPart(page, '세트', setNo, new RegExp(setNo));
    await page.getByLabel('세트 수량').fill('3');
    // The preview: the filter 2 × 3 = 6, the air filter 1 × 3 = 3.
    await page.getByRole('cell', { name: '6', exact: true }).waitFor();
    await shot(page, 'set-insert-preview');
    await page.getByRole('button', { name: /주문에 넣기/ }).click();
    await page.getByText(/3세트를 구성 품목 2줄로 주문에 넣었습니다/).waitFor();
    await page.getByText(`세트 ${set.code} × 3`).first().waitFor();
    await shot(page, 'set-insert-done');

    const fixed = await api<{ status: string; lines: { partNo: string; qty: number }[] }>(
      page,
      `/api/order/v1.0/fix/${order.code}`,
      {},
    );
    expect(fixed.status).toBe('fixed');
    expect(fixed.lines.map((l) => [l.partNo, l.qty])).toEqual([
      ['GB80L', 1],
      ['26300-35505', 6],
      ['28113-N9000', 3],
    ]);

    await navigateInApp(page, `/Company/Part/PartFastTurn`);
    const filterRow = gridRows(page, '26300-35505');
    await filterRow.first().waitFor();
    expect(await soldToday()).toBe(filterSoldBefore + 6);
    await expect(filterRow.first().innerText()).resolves.toMatch(new RegExp(`\\b${filterSoldBefore + 6}\\b`));
    await shot(page, 'fast-turn');

    // Enter on a ranked row opens that part's sales records of the same period.
    await filterRow.first().dblclick();
    await page.waitForURL((url) => url.pathname === '/Company/Part/ProductSalesRecordsList');
    const line = gridRows(page, order.code);
    await line.first().waitFor();
    await page
      .getByTestId('sales-sums')
      .getByText(new RegExp(`수량 ${filterSoldBefore + 6} `))
      .waitFor();
    await shot(page, 'sales-records');

    await navigateInApp(page, `/Part/PartWithoutRotation`);
    await gridRows(page).first().waitFor();
    await expect(gridRows(page, '26300-35505').count()).resolves.toBe(0);
    await shot(page, 'without-rotation');
  });

  it('finds a part on a 375 px phone by a URL-shaped wedge scan of its barcode', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/Company/MobilePtnoList`);
    const box = page.getByLabel('바코드·품번·품명');
    await box.waitFor();
    await soon(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toBe(
      '바코드·품번·품명',
    );
    await shot(page, 'mobile-ptno-list');
    // A keyboard-wedge scanner types fast and ends with Enter.
    await page.keyboard.type('https://label.example.kr/p/8800001000809', { delay: 4 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/Company/MobilePtnoList/P'));
    const detail = page.getByTestId('mobile-part-detail');
    await detail.getByText('배터리 GB80L').first().waitFor();
    await detail
      .getByText(/본사 창고/)
      .first()
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
    await shot(page, 'mobile-ptno-detail');

    // A name search lists cards; a tap opens the part.
    await navigateInApp(page, `/Company/MobilePtnoSearchList/${encodeURIComponent('필터')}`);
    const card = page.locator('.erp-mobile-part-card').filter({ hasText: '28113-N9000' });
    await card.waitFor();
    const height = (await card.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(48);
    await shot(page, 'mobile-search');
    await card.click();
    await page.waitForURL((url) => url.pathname.startsWith('/Company/MobilePtnoList/P'));

    await navigateInApp(page, `/Company/MobilePtnoLocationList`);
    await page.locator('.erp-mobile-part-badge').first().waitFor();
    await shot(page, 'mobile-locations');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('opens a part’s images, locations and price history by its code, and says so for a wrong code', async () => {
    const battery = await partByNo(page, 'GB80L');
    await page.goto(`${server.baseUrl}/Company/Part/PartLocationRecord/${battery.code}`);
    const main = page.getByLabel('본사 창고 보관 위치');
    await main.waitFor();
    await main.fill('Z-09-9');
    await main.press('Enter');
    await page.getByText('본사 창고 보관 위치를 Z-09-9(으)로 저장했습니다.').waitFor();
    await page.getByRole('cell', { name: 'Z-09-9' }).waitFor();
    await shot(page, 'location-record');

    await navigateInApp(page, `/Company/PartAmountChangeInfoList/${battery.code}`);
    await page.getByText('신규 등록').first().waitFor();
    await shot(page, 'price-history');

    await navigateInApp(page, `/Company/PartImageInfo/${battery.code}`);
    await page.getByRole('button', { name: /이미지 올리기/ }).waitFor();
    // An SVG is refused before it is sent (the server checks the content as well).
    const files = page.locator('input[type=file]');
    await files.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await page.getByText(/logo\.svg는 올릴 수 없습니다/).waitFor();
    await files.setInputFiles({
      name: 'gb80l.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await page.locator('figure[aria-label="gb80l.png"] img').waitFor();
    await expect(
      page
        .locator('figure[aria-label="gb80l.png"] img')
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).resolves.toBe(1);
    await shot(page, 'images');

    await navigateInApp(page, `/Company/PartImageInfo/NOPART1`);
    await page.getByText('품목 코드 NOPART1에 해당하는 품목이 없습니다.', { exact: false }).waitFor();
  });
});
