import type { StockCountLinePage, StockCountView } from '@erp/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newPart, orderDesk, staffAccount, stockIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// StockExaminationList (실사 내역) through HTTP: the counted lines of every count with their
// difference, each filter, the difference-only filter, paging, the Excel file and access.

let t: TestApp;
let clerk: string;
let customer: string;
let battery: string;
let wiper: string;
let filter: string;
let first: string;
let second: string;

const C = '/api/stock/v1.0/count';
const lines = (body: Record<string, unknown>) =>
  t.ok<StockCountLinePage>('POST', `${C}/line/list`, clerk, body);
const only = (field: string, op: string, value: unknown) => lines({ filters: [{ field, op, value }] });
const kstToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '');

beforeAll(async () => {
  t = await createTestApp();
  const desk = await orderDesk(t, 'scl');
  clerk = desk.clerk;
  const { admin } = desk;
  const counter = await staffAccount(t, 'scl-counter');
  const approver = (await staffAccount(t, 'scl-approver')).cookie;
  battery = await newPart(t, admin, { partNo: 'SCL-BAT80', name: '배터리 80Ah', salePrice: 95_000 });
  wiper = await newPart(t, admin, { partNo: 'SCL-WIP50', name: '와이퍼 500', salePrice: 9_000 });
  filter = await newPart(t, admin, { partNo: 'SCL-FLT01', name: '오일 필터', salePrice: 7_000 });
  await stockIn(t, admin, battery, 10);
  await stockIn(t, admin, wiper, 20);
  await stockIn(t, admin, filter, 5);
  const plan = () =>
    t.ok<StockCountView>('POST', `${C}/plan`, clerk, {
      plannedOn: kstToday(),
      warehouseCode: 'MAIN',
      scope: 'all',
    });
  const entry = (code: string, scan: string, qty: number) =>
    t.ok('POST', `${C}/entry/${code}`, counter.cookie, { seq: 1, mode: 'set', scan, qty });
  const step = async (cookie: string, action: string, code: string) => {
    const { version } = await t.ok<StockCountView>('GET', `${C}/detail/${code}`, clerk);
    await t.ok('POST', `${C}/${action}/${code}`, cookie, { version });
  };
  // The first count: wiper two short, posted; the second: only the battery counted, one short.
  first = (await plan()).code;
  await entry(first, battery, 10);
  await entry(first, wiper, 18);
  await entry(first, filter, 5);
  await step(counter.cookie, 'submit', first);
  await step(approver, 'approve', first);
  second = (await plan()).code;
  await entry(second, battery, 9);
  await t.addAccount({
    loginId: 'scl-cust',
    kind: 'customer',
    role: 'cust',
    customerCode: await newCustomer(t, clerk, '실사내역정비'),
  });
  customer = await t.login('scl-cust', 'customer');
});
afterAll(async () => t.close());

describe('StockExaminationList (실사 내역)', () => {
  it('lists the counted lines only, newest entry first, with the difference of that instant', async () => {
    const page = await lines({});
    expect(page.total).toBe(4);
    expect(
      page.rows.map((r) => [r.countCode, r.partCode, r.bookQty, r.countedQty, r.difference, r.status]),
    ).toEqual([
      [second, battery, 10, 9, -1, 'counting'],
      [first, filter, 5, 5, 0, 'posted'],
      [first, wiper, 20, 18, -2, 'posted'],
      [first, battery, 10, 10, 0, 'posted'],
    ]);
    expect(page.rows[0]).toMatchObject({
      warehouseCode: 'MAIN',
      warehouseName: '본사 창고',
      partNo: 'SCL-BAT80',
      partName: '배터리 80Ah',
      countedByName: 'scl-counter 테스트',
      seq: 1,
    });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('filters by difference, count, status, warehouse, period and part', async () => {
    const codes = (page: StockCountLinePage) => page.rows.map((r) => `${r.countCode}|${r.partCode}`);
    expect(codes(await only('differencesOnly', 'eq', true))).toEqual([
      `${second}|${battery}`,
      `${first}|${wiper}`,
    ]);
    expect((await only('differencesOnly', 'eq', false)).total).toBe(4);
    expect((await only('countCode', 'eq', first)).total).toBe(3);
    expect((await only('countCode', 'startsWith', second.slice(0, 9))).total).toBe(4);
    expect(codes(await only('status', 'in', ['counting', 'submitted']))).toEqual([`${second}|${battery}`]);
    expect((await only('status', 'eq', 'posted')).total).toBe(3);
    expect((await only('warehouseCode', 'in', ['MAIN'])).total).toBe(4);
    expect((await only('warehouseCode', 'eq', 'NOWHERE')).total).toBe(0);
    const today = kstToday();
    expect((await only('countedAt', 'between', [today, today])).total).toBe(4);
    expect((await only('countedAt', 'lte', '20200101')).total).toBe(0);
    expect((await lines({ keyword: 'scl-wip' })).rows.map((r) => r.partCode)).toEqual([wiper]);
    expect((await lines({ keyword: battery })).total).toBe(2);
    expect(
      (
        await lines({
          keyword: battery,
          filters: [{ field: 'differencesOnly', op: 'eq', value: true }],
        })
      ).rows.map((r) => r.countCode),
    ).toEqual([second]);
  });

  it('pages without overlap and sorts oldest first when asked', async () => {
    const p1 = await lines({ page: 1, size: 3 });
    const p2 = await lines({ page: 2, size: 3 });
    expect(p1.rows).toHaveLength(3);
    expect(p2.rows).toHaveLength(1);
    expect(p1.total).toBe(4);
    const ids = [...p1.rows, ...p2.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
    const asc = await lines({ sort: [{ field: 'countedAt', dir: 'asc' }] });
    expect(asc.rows.map((r) => r.id)).toEqual([...ids].reverse());
  });

  it('refuses a bad filter naming the field in Korean', async () => {
    expect(
      await t.refused(422, 'POST', `${C}/line/list`, clerk, {
        filters: [{ field: 'countedAt', op: 'eq', value: '2026-99-99' }],
      }),
    ).toContain('실사 시각');
    expect(
      await t.refused(422, 'POST', `${C}/line/list`, clerk, {
        filters: [{ field: 'differencesOnly', op: 'eq', value: 'yes' }],
      }),
    ).toContain('차이 있는 품목만');
  });

  it('downloads the search as Excel', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${C}/line/excel/download`,
      headers: { cookie: clerk, origin: 'http://localhost' },
      payload: { filters: [{ field: 'differencesOnly', op: 'eq', value: true }] },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toContain('차이');
  });

  it('refuses a customer', async () => {
    await t.refused(403, 'POST', `${C}/line/list`, customer, {});
    await t.refused(403, 'POST', `${C}/line/excel/download`, customer, {});
  });
});
