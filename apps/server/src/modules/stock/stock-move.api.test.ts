import { type StockMovePage, toYmd } from '@erp/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedOrder, loginStaff, newCustomer, newPart, saveWarehouse, stockIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// 재고 변경 기록 over moves made through the API: opening stock, a fixed order, a manual adjust.

let t: TestApp;
let admin: string;
let clerk: string;
let battery: string;
let orderCode: string;
const today = toYmd(new Date());

const moves = async (body: unknown) =>
  (await t.ok('POST', '/api/stock/v1.0/move/list', clerk, body)) as StockMovePage;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'sm-admin', 'admin');
  clerk = await loginStaff(t, 'sm-clerk');
  await saveWarehouse(t, admin);
  await saveWarehouse(t, admin, 'SUB', '2창고');
  battery = await newPart(t, admin, { partNo: 'SM-BAT80', name: '배터리 80Ah', salePrice: 95_000 });
  await stockIn(t, admin, battery, 10);
  await stockIn(t, admin, battery, 2, 'SUB');
  const customerCode = await newCustomer(t, clerk, '기록정비');
  orderCode = (await fixedOrder(t, clerk, customerCode, [{ partCode: battery, qty: 3, unitPrice: 95_000 }]))
    .code;
});
afterAll(async () => t.close());

describe('StockChangeRecordList', () => {
  it('lists every move newest first, signed, with its reason, warehouse name and document', async () => {
    const page = await moves({ filters: [{ field: 'partCode', op: 'eq', value: battery }] });
    expect(page.total).toBe(3);
    expect(page.rows.map((m) => [m.reason, m.warehouseName, m.qty])).toEqual([
      ['sale-out', '본사 창고', -3],
      ['opening', '2창고', 2],
      ['opening', '본사 창고', 10],
    ]);
    expect(page.rows[0]).toMatchObject({
      partNo: 'SM-BAT80',
      docCode: orderCode,
      createdByName: expect.any(String),
    });
  });

  it('narrows by Korean day, warehouse, reason and document, and finds by part number or order code', async () => {
    const day = (value: string) => moves({ filters: [{ field: 'at', op: 'eq', value }] });
    expect((await day(today)).total).toBeGreaterThanOrEqual(3);
    expect((await day('20200101')).total).toBe(0);
    const sub = await moves({ filters: [{ field: 'warehouseCode', op: 'in', value: ['SUB'] }] });
    expect(sub.rows.map((m) => m.qty)).toEqual([2]);
    const sales = await moves({ filters: [{ field: 'reason', op: 'eq', value: 'sale-out' }] });
    expect(sales.rows.map((m) => m.docCode)).toEqual([orderCode]);
    expect((await moves({ keyword: orderCode })).rows.map((m) => m.reason)).toEqual(['sale-out']);
    expect((await moves({ keyword: 'sm-bat' })).total).toBe(3);
  });

  it('refuses a filter it does not offer, in Korean, and a caller who is not staff', async () => {
    const res = await t.refused(422, 'POST', '/api/stock/v1.0/move/list', clerk, {
      filters: [{ field: 'partName', op: 'eq', value: 'x' }],
    });
    expect(res).toMatch(/[가-힣]/);
    const seo = await loginStaff(t, 'sm-seo', 'seo');
    expect((await t.call('POST', '/api/stock/v1.0/move/list', { cookie: seo, body: {} })).status).toBe(403);
  });

  it('downloads the same columns as the grid, every row of the search', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/stock/v1.0/move/excel/download',
      headers: { cookie: clerk, 'content-type': 'application/json' },
      payload: JSON.stringify({ size: 1, filters: [{ field: 'partCode', op: 'eq', value: battery }] }),
    });
    expect(raw.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(7).value).toBe('단위 원가');
    expect(sheet.getRow(1).getCell(8).value).toBe('재고 금액 증감');
    expect(sheet.getRow(1).getCell(9).value).toBe('변경 사유');
    expect(sheet.getRow(2).getCell(9).value).toBe('판매 출고');
    expect(sheet.getRow(2).getCell(6).value).toBe(-3);
    expect(sheet.rowCount).toBe(4);
  });
});
