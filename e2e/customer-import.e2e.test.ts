import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDownload } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { eventually } from './support/eventually';
import type { TestServer } from './support/server';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('customer-import.e2e.test.ts');

const ROWS = 1_000;
// Data rows start on sheet row 2; these three are broken, each in its own way.
const BAD = { noName: 101, negativeLimit: 501, unknownStatus: 901 } as const;

/** The server's template filled with 1,000 customers, three of them wrong. */
const buildSheet = async (template: Buffer, prefix: string): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('양식에 시트가 없습니다.');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map((h) => String(h).replace('*', ''));
  const column = (header: string) => {
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`양식에 ${header} 열이 없습니다: ${headers.join(', ')}`);
    return index + 1;
  };
  for (let i = 0; i < ROWS; i += 1) {
    const rowNumber = i + 2;
    const row = sheet.getRow(rowNumber);
    row.getCell(column('거래처명')).value =
      rowNumber === BAD.noName ? null : `${prefix}${String(i).padStart(4, '0')}`;
    row.getCell(column('대표자')).value = '가져온대표';
    row.getCell(column('전화번호')).value = `031-555-${String(1000 + (i % 9000)).padStart(4, '0')}`;
    row.getCell(column('지역 그룹')).value = 'GG';
    row.getCell(column('거래처 구분')).value = '정비업체';
    row.getCell(column('현재 상황')).value = rowNumber === BAD.unknownStatus ? '영업 대기' : '거래 중';
    row.getCell(column('여신 한도')).value = rowNumber === BAD.negativeLimit ? -5000 : 1_000_000;
    row.commit();
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('customer Excel import in the browser (issue 6)', () => {
  let server: TestServer;
  let page: Page;
  let folder: string;
  // Each test imports customers of its own name prefix and counts only those.
  const prefixOf = (test: string) => `엑셀가져오기${test}${Date.now() % 100_000}-`;

  /** How many customers of the prefix the list shows (through the list screen itself). */
  const listTotal = async (prefix: string) => {
    await page.goto(`${server.baseUrl}/Company/CustomerList?name.startsWith=${encodeURIComponent(prefix)}`);
    await page.getByTestId('list-total').waitFor({ timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: '불러오는 중' })
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    let text = '';
    await eventually(
      async () => (await page.getByTestId('list-total').textContent()) ?? '',
      (value) => {
        text = value;
        expect(value).toMatch(/건/);
      },
    );
    return text;
  };

  useSuite('staff', (suite) => {
    ({ server, page } = suite);
  });
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'erp-e2e-import-'));
  });
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('previews a 1,000-row file with exactly its 3 bad rows reported and writes nothing before the confirm', async () => {
    const prefix = prefixOf('A');
    expect(await listTotal(prefix)).toBe('총 0건');

    await page.goto(`${server.baseUrl}/Company/Customer/CustExcelRegister`);
    const [templateDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '양식 내려받기' }).click(),
    ]);
    expect(templateDownload.suggestedFilename()).toBe('거래처_양식.xlsx');
    const templatePath = path.join(folder, 'template.xlsx');
    await templateDownload.saveAs(templatePath);
    const sheetPath = path.join(folder, '거래처_1000행.xlsx');
    writeFileSync(sheetPath, await buildSheet(readFileSync(templatePath), prefix));

    await page.locator('input[type="file"]').setInputFiles(sheetPath);
    const stats = page.getByTestId('import-preview-stats');
    await stats.waitFor({ timeout: 30_000 });
    const statText = (await stats.textContent()) ?? '';
    expect(statText).toContain('전체 행1,000행');
    expect(statText).toContain('저장할 행997행');
    expect(statText).toContain('오류 행3행');

    const errorRows = await page
      .getByTestId('import-errors')
      .locator('tbody tr.ant-table-row')
      .evaluateAll((rows) =>
        rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent ?? '')),
      );
    expect(errorRows.map((cells) => Number(cells[0]))).toEqual([
      BAD.noName,
      BAD.negativeLimit,
      BAD.unknownStatus,
    ]);
    expect(errorRows.map((cells) => cells[1])).toEqual(['거래처명', '여신 한도', '현재 상황']);
    // Each with a Korean reason: the server's own message for the missing name, the schema's for the rest.
    expect(errorRows[0]?.[2]).toMatch(/[가-힣]/);
    expect(errorRows[1]?.[2]).toBe('0 이상이어야 합니다.');

    // The preview wrote nothing: the list still has none of these customers.
    await page.goBack();
    expect(await listTotal(prefix)).toBe('총 0건');
  });

  it('writes the 997 good rows after the confirm, with progress, and offers the 3 bad ones as a report', async () => {
    // Its own file, from the template the screen offers.
    const prefix = prefixOf('B');
    const sheetPath = path.join(folder, '거래처_1000행_확정.xlsx');
    const template = await pageDownload(page, '/api/data/v1.0/excel/template/customer');
    writeFileSync(sheetPath, await buildSheet(template, prefix));
    await page.goto(`${server.baseUrl}/Company/Customer/CustExcelRegister`);
    await page.locator('input[type="file"]').setInputFiles(sheetPath);
    await page.getByTestId('import-preview-stats').waitFor({ timeout: 30_000 });
    // Progress comes as server-sent events.
    const events = page.waitForRequest((request) => request.url().endsWith('/events'));
    await page.getByRole('button', { name: '997건 가져오기 확정' }).click();
    await events;
    await page.getByText('거래처 997건을 가져왔습니다.').waitFor({ timeout: 60_000 });
    await page.getByText('오류가 있는 3행은 저장하지 않았습니다.').waitFor();

    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '오류 행 내려받기' }).click(),
    ]);
    const reportPath = path.join(folder, 'errors.xlsx');
    await report.saveAs(reportPath);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(reportPath);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('오류 보고서에 시트가 없습니다.');
    expect(sheet.actualRowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['행', '항목', '오류']);
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value)).toEqual([
      BAD.noName,
      BAD.negativeLimit,
      BAD.unknownStatus,
    ]);

    expect(await listTotal(prefix)).toBe('총 997건');
  });
});
