import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkipWithoutChromium, CHROMIUM_PATH, hasChromium, watchConsole } from './support/chromium';
import { startServer, type TestServer } from './support/server';
import { loginAs } from './support/session';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('barcode.e2e.test.ts');

/** The first demo part: battery GB80L, 118,000원, at B-01-1, with the maker's EAN-13 below. */
const PART = { code: 'P0000001', partNo: 'GB80L', name: '배터리 GB80L', ean: '8800001000809' };
// Not a car of the demo data (the portal's demo car is KMHD341CBHU123456): the form starts from the local reading.
const VIN = 'KMHD341C4HU777001';

// Screenshots are written here so a person can look at them (the test prints the folder).
const SHOTS = shotsFolder('barcode');

const apiPost = <T>(page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: string; response: unknown };
    },
    { url, body },
  ) as Promise<{ code: string; response: T }>;

/** Every image under `selector` has loaded with real pixels. */
const imagesLoaded = (page: Page, selector: string) =>
  page.waitForFunction(
    (sel) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(`${sel} img`)];
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    selector,
    { timeout: 15_000 },
  );

/** The pages of a PDF and each page's size in points (from the /MediaBox of each /Page). */
const pdfPages = (pdf: Buffer): { width: number; height: number }[] => {
  const text = pdf.toString('latin1');
  const boxes = [
    ...text.matchAll(
      /\/Type\s*\/Page[^s][\s\S]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g,
    ),
  ];
  return boxes.map((m) => ({ width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) }));
};
const MM_TO_PT = 72 / 25.4;

const Y4M_WIDTH = 640;
const Y4M_HEIGHT = 480;

/**
 * A camera picture of a printed label: the server's Code 128 image of `value`, drawn large in the
 * middle of a white 640×480 frame and read back as grey levels (drawn in the page's canvas).
 */
const labelFrame = (page: Page, value: string): Promise<number[]> =>
  page.evaluate(
    async ({ value, width, height }) => {
      const img = new Image();
      img.src = `/api/barcode/v1.0/image/code128?value=${encodeURIComponent(value)}&text=N&scale=4`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      const w = Math.min(width - 80, img.width * 2);
      const h = 200;
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(img, (width - w) / 2, (height - h) / 2, w, h);
      const rgba = ctx.getImageData(0, 0, width, height).data;
      const grey: number[] = [];
      for (let i = 0; i < rgba.length; i += 4) grey.push(rgba[i] ?? 255);
      return grey;
    },
    { value, width: Y4M_WIDTH, height: Y4M_HEIGHT },
  );

/** A one-frame YUV4MPEG2 file Chromium can use as its fake camera. */
const y4mOf = (grey: readonly number[]): Buffer => {
  const chroma = Buffer.alloc((Y4M_WIDTH / 2) * (Y4M_HEIGHT / 2) * 2, 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${Y4M_WIDTH} H${Y4M_HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
    Buffer.from(grey),
    chroma,
  ]);
};

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('barcode labels, unit history and VIN decoding in the browser', () => {
  let server: TestServer;
  let page: Page;

  useSuite('admin', (suite) => {
    ({ server, page } = suite);
  });

  it('previews a 50×30 mm part label that prints as one 50×30 mm page with the barcode and the chosen text', async () => {
    await page.goto(`${server.baseUrl}/Company/Barcode/BarcodePartPrint/${PART.code}`);
    const preview = page.getByTestId('label-preview');
    await preview.locator('.erp-label').first().waitFor();
    await imagesLoaded(page, '[data-testid="label-preview"]');
    await expect(page.getByTestId('label-geometry').innerText()).resolves.toContain('50×30mm');

    const label = preview.locator('.erp-label').first();
    await expect(label.getAttribute('data-barcode')).resolves.toBe(PART.ean);
    const lines = await label.locator('.erp-label-line').allInnerTexts();
    expect(lines).toEqual([PART.partNo, PART.name, '118,000원']);
    await expect(label.locator('.erp-label-value').innerText()).resolves.toBe(PART.ean);
    const bars = label.locator('img.erp-label-bars');
    await expect(bars.getAttribute('src')).resolves.toContain(
      `/api/barcode/v1.0/image/code128?value=${PART.ean}`,
    );
    // The bars are a real PNG from the server, wider than tall, drawn inside the label.
    const natural = await bars.evaluate((img: HTMLImageElement) => ({
      w: img.naturalWidth,
      h: img.naturalHeight,
    }));
    expect(natural.w).toBeGreaterThan(natural.h);

    // The preview is drawn at 200 %: the page box is 50×30 mm (189×113 CSS px at 96 dpi) × 2.
    const box = await preview.locator('.erp-label-page').first().boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(376);
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(380);
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(225);
    expect(Math.round(box?.height ?? 0)).toBeLessThanOrEqual(229);
    await page.screenshot({ path: path.join(SHOTS, 'label-50x30-preview.png'), fullPage: true });

    // Print media: only the printed copy shows, one label per 50×30 mm page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#root').isVisible()).resolves.toBe(false);
    const printed = page.locator('.erp-label-print .erp-label-page');
    await expect(printed.count()).resolves.toBe(1);
    const printedBox = await printed.first().boundingBox();
    expect(Math.round(printedBox?.width ?? 0)).toBe(189);
    expect(Math.round(printedBox?.height ?? 0)).toBe(113);
    await expect(printed.first().locator('.erp-label-line').allInnerTexts()).resolves.toEqual(lines);
    await page.screenshot({ path: path.join(SHOTS, 'label-50x30-print-media.png') });
    // Back to no emulation: page.pdf() prints with print media unless screen is emulated.
    await page.emulateMedia({ media: null });

    // The PDF Chromium prints: exactly one page of 50×30 mm (the @page rule of the run).
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.width).toBeCloseTo(50 * MM_TO_PT, 0);
    expect(pages[0]?.height).toBeCloseTo(30 * MM_TO_PT, 0);
  });

  it('lays 30 labels on two A4 sheets of 3×8 starting at the chosen cell', async () => {
    await page.getByRole('combobox', { name: '라벨 크기' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('A4 3×8 (24칸)').click();
    await page.getByRole('spinbutton', { name: `${PART.partNo} 매수` }).fill('30');
    await page.getByRole('spinbutton', { name: '시작 칸' }).fill('5');
    await page.getByRole('spinbutton', { name: '시작 칸' }).press('Tab');
    await expect
      .poll(() => page.getByTestId('label-print').innerText(), { timeout: 15_000 })
      .toContain('30장 · 2쪽');
    const preview = page.getByTestId('label-preview');
    await expect(preview.locator('.erp-label-page').count()).resolves.toBe(2);
    await expect(
      preview.locator('.erp-label-page').first().locator('.erp-label-blank').count(),
    ).resolves.toBe(4);
    await imagesLoaded(page, '[data-testid="label-preview"]');
    await page.screenshot({ path: path.join(SHOTS, 'label-a4-preview.png'), fullPage: true });
    const pages = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(pages).toHaveLength(2);
    expect(pages[0]?.width).toBeCloseTo(210 * MM_TO_PT, 0);
    expect(pages[0]?.height).toBeCloseTo(297 * MM_TO_PT, 0);
  });

  it('adds a part to a label run by scanning a URL-shaped value of its barcode', async () => {
    await page.goto(`${server.baseUrl}/Company/Barcode/BarcodeInfoPrint`);
    const finder = page.getByRole('textbox', { name: '품목 찾기' });
    await finder.pressSequentially('https://shop.example.kr/P/8800001000601', { delay: 5 });
    await finder.press('Enter');
    const preview = page.getByTestId('label-preview');
    await expect.poll(() => preview.locator('.erp-label').count(), { timeout: 15_000 }).toBe(1);
    await expect(preview.locator('.erp-label').first().getAttribute('data-barcode')).resolves.toBe(
      '8800001000601',
    );
    await expect(preview.locator('.erp-label-line').first().innerText()).resolves.toBe('GB60L');
    // The same part scanned again, by a plain scanner sending the code alone, adds a copy instead
    // of a second line: the value left in the box is replaced, not appended to.
    await finder.pressSequentially('8800001000601', { delay: 5 });
    await finder.press('Enter');
    await expect.poll(() => preview.locator('.erp-label').count(), { timeout: 15_000 }).toBe(2);
  });

  it('prints labels from an Excel list and names the rows it could not use', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('라벨');
    sheet.addRow(['품번', '매수']);
    sheet.addRow([PART.partNo, 2]);
    sheet.addRow(['NO-SUCH-PART', 1]);
    const file = path.join(SHOTS, 'labels.xlsx');
    writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
    await page.goto(`${server.baseUrl}/Company/Barcode/BarcodeExcelPrint`);
    await page.locator('input[type="file"]').setInputFiles(file);
    const preview = page.getByTestId('label-preview');
    await expect.poll(() => preview.locator('.erp-label').count(), { timeout: 15_000 }).toBe(2);
    await expect(preview.locator('.erp-label').first().getAttribute('data-barcode')).resolves.toBe(PART.ean);
    await page.getByText('3행: 품목을 찾을 수 없습니다 (NO-SUCH-PART).').waitFor();
  });

  it('opens the history of a unit barcode typed as a URL-shaped scan', async () => {
    const issued = await apiPost<{ value: string }[]>(page, '/api/barcode/v1.0/unit/create', {
      partCode: PART.code,
      qty: 1,
      docKind: 'manual',
      memo: 'E2E 개체',
    });
    expect(issued.code).toBe('S0000');
    const unit = issued.response[0]?.value ?? '';
    expect(unit).toMatch(/^U\d{10}$/);

    await page.goto(`${server.baseUrl}/Company/Barcode/BarcodePartEachHistory`);
    const scan = page.getByRole('textbox', { name: '개체 바코드' });
    await scan.waitFor();
    // A QR label holds a web address; the scanner types it and Enter, as a keyboard wedge does.
    await scan.pressSequentially(`https://erp.example.kr/B/${unit}?from=qr`, { delay: 5 });
    await scan.press('Enter');
    const summary = page.getByTestId('unit-summary');
    await summary.waitFor();
    await expect(summary.innerText()).resolves.toContain(PART.partNo);
    await expect(summary.innerText()).resolves.toContain('발행');
    await expect(page.getByTestId('unit-events').innerText()).resolves.toContain('바코드 발행');
    await expect(page.getByTestId('unit-events').innerText()).resolves.toContain('E2E 개체');
    await expect(scan.inputValue()).resolves.toBe(`/B/${unit}`);
    await page.screenshot({ path: path.join(SHOTS, 'unit-history.png'), fullPage: true });

    // The popup child opens the same history straight from its address.
    await page.goto(`${server.baseUrl}/Company/Barcode/BarcodePartEachHistory/${unit}`);
    await page.getByTestId('unit-summary').waitFor();
  });

  it('issues unit barcodes for a part, prints their labels and records the print in each history', async () => {
    await page.goto(`${server.baseUrl}/Company/Barcode/BarcodePartEachCreatPrint/${PART.code}`);
    const qty = page.getByRole('spinbutton', { name: '발행 수량' });
    await qty.fill('3');
    await qty.press('Enter');
    const preview = page.getByTestId('label-preview');
    await expect.poll(() => preview.locator('.erp-label').count(), { timeout: 15_000 }).toBe(3);
    const values = await preview
      .locator('.erp-label')
      .evaluateAll((labels) => labels.map((l) => l.getAttribute('data-barcode') ?? ''));
    expect(values.every((v) => /^U\d{10}$/.test(v))).toBe(true);
    expect(new Set(values).size).toBe(3);
    // The print dialog itself is the browser's; here it returns at once, as after "인쇄".
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByTestId('label-print').click();
    await page.getByText('3장의 인쇄를 개체 이력에 기록했습니다.').waitFor();
    const history = await apiPost<{ unit: { printedCount: number }; events: { event: string }[] }>(
      page,
      '/api/barcode/v1.0/unit/history',
      { value: values[0] },
    );
    expect(history.response.unit.printedCount).toBe(1);
    expect(history.response.events.map((e) => e.event)).toEqual(['created', 'printed']);
  });

  it('issues unit barcodes for every unit of an order once, and prints part labels as many as ordered', async () => {
    const order = await apiPost<{ code: string }>(page, '/api/order/v1.0/insert', {
      customerCode: 'C000001',
      lines: [
        { partCode: PART.code, qty: 2, unitPrice: 118_000 },
        { partCode: 'P0000008', qty: 1, unitPrice: 6_500 },
      ],
    });
    expect(order.code).toBe('S0000');
    const code = order.response.code;
    await page.goto(`${server.baseUrl}/Company/Barcode/BarcodeOrderPartEachCreatPrint/${code}`);
    const issue = page.locator('button', { hasText: '발행' });
    await issue.first().waitFor();
    await issue.first().click();
    const preview = page.getByTestId('label-preview');
    await expect.poll(() => preview.locator('.erp-label').count(), { timeout: 15_000 }).toBe(2);
    // Both units of the first line are issued: its button is done, the second line's is not.
    await expect(issue.first().isDisabled()).resolves.toBe(true);
    await issue.nth(1).click();
    await expect.poll(() => preview.locator('.erp-label').count(), { timeout: 15_000 }).toBe(3);
    await expect(issue.nth(1).isDisabled()).resolves.toBe(true);
    const ofOrder = await page.evaluate(async (c) => {
      const response = await fetch(`/api/barcode/v1.0/unit/document/${c}`);
      return ((await response.json()) as { response: { docKind: string }[] }).response;
    }, code);
    expect(ofOrder.map((u) => u.docKind)).toEqual(['order', 'order', 'order']);

    await page.goto(`${server.baseUrl}/Compnay/OrderBarcodePrint/${code}`);
    await expect
      .poll(() => page.getByTestId('label-print').innerText(), { timeout: 15_000 })
      .toContain('3장 · 3쪽');
    await expect(preview.locator('.erp-label').first().getAttribute('data-barcode')).resolves.toBe(PART.ean);
  });

  it('says in Korean, on a 375 px phone page, that the camera cannot start when there is none', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.baseUrl}/Company/Barcode/BarcodePartEachHistoryMobile`);
    // Nothing is asked of the camera until the user taps the button.
    await page.getByRole('textbox', { name: '개체 바코드' }).waitFor();
    await page.getByRole('button', { name: /카메라/ }).click();
    const alert = page.locator('.erp-scan-camera-error');
    await alert.waitFor({ timeout: 20_000 });
    await expect(alert.innerText()).resolves.toMatch(/카메라/);
    await expect(page.locator('.erp-scan-camera video').count()).resolves.toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'mobile-camera-refused.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('reads a unit label with the phone camera (ZXing where there is no BarcodeDetector) and opens its history', async () => {
    const issued = await apiPost<{ value: string }[]>(page, '/api/barcode/v1.0/unit/create', {
      partCode: PART.code,
      qty: 1,
      docKind: 'manual',
    });
    const unit = issued.response[0]?.value ?? '';
    const video = path.join(SHOTS, 'camera-label.y4m');
    writeFileSync(video, y4mOf(await labelFrame(page, unit)));
    // A second browser whose camera films that label (Chromium's fake capture device).
    const profile = mkdtempSync(path.join(tmpdir(), 'erp-e2e-camera-'));
    const phone = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
      viewport: { width: 375, height: 740 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    try {
      const tab = phone.pages()[0] ?? (await phone.newPage());
      const errors = watchConsole(tab);
      await loginAs(tab, server.baseUrl, 'staff', '/Company/MobileLogin');
      await tab.goto(`${server.baseUrl}/Company/Barcode/BarcodePartEachHistoryMobile`);
      await tab.getByRole('button', { name: /카메라/ }).click();
      const summary = tab.getByTestId('unit-summary');
      await summary.waitFor({ timeout: 30_000 });
      await expect(tab.getByRole('textbox', { name: '개체 바코드' }).inputValue()).resolves.toBe(unit);
      await expect(summary.innerText()).resolves.toContain(PART.partNo);
      // The camera is off again after the read.
      await expect(tab.locator('.erp-scan-camera video').count()).resolves.toBe(0);
      await tab.screenshot({ path: path.join(SHOTS, 'mobile-camera-read.png'), fullPage: true });
      expect(errors.errors).toEqual([]);
    } finally {
      await phone.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('decodes a VIN locally on CarDataInfo and says that no decoding service is configured', async () => {
    await page.goto(`${server.baseUrl}/CarInfo/CarDataInfo`);
    const vin = page.getByRole('textbox', { name: '차대번호' }).first();
    await vin.waitFor();
    await vin.fill(VIN.toLowerCase());
    await vin.press('Enter');
    const local = page.getByTestId('vin-local');
    await local.waitFor();
    const text = await local.innerText();
    expect(text).toContain('KMH');
    expect(text).toContain('2017');
    await expect(page.getByTestId('vin-remote').innerText()).resolves.toContain('설정되지 않았습니다');
    // The form starts from the local reading; a bad plate is named before anything is sent.
    const editor = page.getByTestId('car-editor');
    await expect(editor.getByRole('textbox', { name: '제조사' }).inputValue()).resolves.toBe(
      '현대자동차 (승용)',
    );
    await expect(editor.getByRole('spinbutton', { name: '연식' }).inputValue()).resolves.toBe('2017');
    await editor.getByRole('textbox', { name: '차량번호' }).fill('12가34');
    await editor.getByText('차량번호: 예) 12가3456').waitFor();
    await editor.getByRole('textbox', { name: '차량번호' }).fill('서울12가3456');
    await editor.getByRole('textbox', { name: '모델' }).fill('아반떼AD');
    await editor.locator('button', { hasText: '저장' }).click();
    await page.getByText(/차량 .*[을를] 저장했습니다/).waitFor();
    await page.getByRole('link', { name: VIN }).first().waitFor();
    await expect(page.locator('.ant-table-row', { hasText: VIN }).count()).resolves.toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'car-data-info.png'), fullPage: true });
  });

  it("shows a decoding service's answer under Korean labels on usaCarInfo when one is configured", async () => {
    // A local stand-in for a service in NHTSA vPIC's DecodeVinValues shape.
    const asked: string[] = [];
    const fake: Server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          Count: 1,
          Results: [
            {
              VIN: VIN,
              Make: 'HYUNDAI',
              Model: 'Elantra',
              ModelYear: '2017',
              DisplacementL: '2.0',
              EngineCylinders: '4',
              FuelTypePrimary: 'Gasoline',
              TransmissionStyle: 'Automatic',
              AirBagLocFront: '1st Row (Driver and Passenger)',
              PlantCountry: 'SOUTH KOREA',
              Trim: '',
              ErrorCode: '0',
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const before = process.env.VIN_DECODER_BASE_URL;
    process.env.VIN_DECODER_BASE_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api`;
    let configured: TestServer | undefined;
    try {
      configured = await startServer();
      await loginAs(page, configured.baseUrl, 'staff');
      await page.goto(`${configured.baseUrl}/CarInfo/usaCarInfo/${VIN}`);
      const remote = page.getByTestId('vin-remote');
      await remote.locator('.erp-car-attrs').waitFor();
      const rows = await remote
        .locator('.erp-car-attrs tbody tr.ant-table-row')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
        );
      const byLabel = new Map(rows.map((r) => [r[0], r[1]]));
      expect(byLabel.get('제조사')).toBe('HYUNDAI');
      expect(byLabel.get('모델')).toBe('Elantra');
      expect(byLabel.get('연식')).toBe('2017');
      expect(byLabel.get('배기량(L)')).toBe('2.0');
      expect(byLabel.get('기통 수')).toBe('4');
      expect(byLabel.get('생산 국가')).toBe('SOUTH KOREA');
      // Empty answers are left out; nothing stays under its English name when the table knows it.
      expect([...byLabel.keys()].some((label) => /^[A-Za-z]+$/.test(label ?? ''))).toBe(false);
      await expect(remote.innerText()).resolves.toContain('2.0L 4기통 Gasoline');
      expect(asked.some((u) => u.startsWith(`/api/vehicles/DecodeVinValues/${VIN}`))).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, 'usa-car-info.png'), fullPage: true });
    } finally {
      await configured?.stop();
      if (before === undefined) delete process.env.VIN_DECODER_BASE_URL;
      else process.env.VIN_DECODER_BASE_URL = before;
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});
