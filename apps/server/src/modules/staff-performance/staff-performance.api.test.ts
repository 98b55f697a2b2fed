import type {
  OrderView,
  StaffMonthRow,
  StaffPerformanceRow,
  StaffProfitRow,
  StaffSellMatrix,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadSheet } from '../../test/excel-upload.js';
import {
  checkedCancel,
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';

// Staff performance through HTTP: each clerk's sales by month, day and hour, the period figures,
// the month comparison and the margin, all read from the orders, cancels and returns the test makes.

const { t, admin, clerk, checker, clerkId, checkerId } = await orderDeskApp('sp');
const P = '/api/user/v1.0/performance';
const E = '/api/examination/v1.0/order/return';
const R = '/api/order/v1.0/return';
const BELT = '8800000000097';
let customerCode: string;
let belt: string;
let order1: OrderView;

const kst = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '');
const today = kst();
const hour =
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', hour12: false }).format(
      new Date(),
    ),
  ) % 24;
const rowOf = <R extends { accountId: number | null }>(rows: readonly R[], id: number) =>
  rows.find((r) => r.accountId === id);

beforeAll(async () => {
  await saveCompany(t, admin);
  customerCode = await newCustomer(t, clerk, '실적정비');
  belt = await newPart(t, admin, {
    partNo: 'SP-BELT',
    name: '팬벨트',
    salePrice: 10_000,
    purchasePrice: 6_000,
  });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: belt, value: BELT });
  await stockIn(t, admin, belt, 50);
  // The clerk: two fixed orders (5 and 3 belts) and a draft; one belt of the first cancelled and
  // one returned. The checker: one fixed order of 2 belts.
  order1 = await fixedOrder(t, clerk, customerCode, [{ partCode: belt, qty: 5, unitPrice: 10_000 }]);
  await fixedOrder(t, clerk, customerCode, [{ partCode: belt, qty: 3, unitPrice: 10_000 }]);
  await draftOrder(t, clerk, customerCode, [{ partCode: belt, qty: 1, unitPrice: 10_000 }]);
  await fixedOrder(t, checker, customerCode, [{ partCode: belt, qty: 2, unitPrice: 10_000 }]);
  await checkedCancel(t, clerk, checker, order1.code, '한 개 취소', [{ lineNo: 1, qty: 1 }]);
  const ret = await t.ok<{ id: number; code: string }>('POST', `${R}/request`, clerk, {
    orderCode: order1.code,
    kind: 'plain',
    reason: '한 개 반품',
    lines: [{ lineNo: 1, qty: 1 }],
  });
  await t.ok('POST', `${R}/check/${ret.id}`, checker);
  await t.ok('POST', `${E}/scan/${ret.code}`, checker, { barcode: BELT });
  await t.ok('POST', `${E}/complete/${ret.code}`, checker);
});

describe('staff performance (사용자 실적)', () => {
  it('sells by hour of the day, net of checked cancels, per clerk who registered the order', async () => {
    const day = await t.ok<StaffSellMatrix>('POST', `${P}/sell`, admin, { span: 'day', at: today });
    expect(day.buckets).toHaveLength(24);
    const mine = rowOf(day.rows, clerkId)!;
    // 5 + 3 belts at 10 000 won, VAT 10 % on top (a VAT-excluded customer), one belt cancelled.
    expect(mine.amount).toBe(7 * 11_000);
    expect(mine.count).toBe(2);
    expect(mine.amounts[hour]).toBe(7 * 11_000);
    expect(rowOf(day.rows, checkerId)!.amount).toBe(2 * 11_000);
    expect(day.total.amount).toBe(day.rows.reduce((n, r) => n + r.amount, 0));
  });

  it('puts the same sales in their month of the year and their day of the month', async () => {
    const year = await t.ok<StaffSellMatrix>('POST', `${P}/sell`, admin, {
      span: 'year',
      at: today.slice(0, 4),
    });
    const month = await t.ok<StaffSellMatrix>('POST', `${P}/sell`, admin, {
      span: 'month',
      at: today.slice(0, 6),
    });
    expect(year.buckets).toHaveLength(12);
    expect(rowOf(year.rows, clerkId)!.amounts[Number(today.slice(4, 6)) - 1]).toBe(7 * 11_000);
    expect(month.buckets.length).toBeGreaterThanOrEqual(28);
    expect(rowOf(month.rows, clerkId)!.amounts[Number(today.slice(6, 8)) - 1]).toBe(7 * 11_000);
    expect(year.total.amount).toBe(9 * 11_000);
  });

  it('counts a period: registered with drafts, fixed, customers, returns taken off the net', async () => {
    const rows = await t.ok<StaffPerformanceRow[]>('POST', `${P}/period`, admin, {
      fromDate: today,
      toDate: today,
    });
    expect(rowOf(rows, clerkId)).toMatchObject({
      registered: 3,
      fixed: 2,
      customers: 1,
      sales: 7 * 11_000,
      returns: 11_000,
      net: 6 * 11_000,
      perOrder: 3 * 11_000,
    });
    expect(rowOf(rows, checkerId)).toMatchObject({ registered: 1, fixed: 1, returns: 0, net: 2 * 11_000 });
  });

  it('compares a month with the month before and a year before', async () => {
    const rows = await t.ok<StaffMonthRow[]>('POST', `${P}/month`, admin, { month: today.slice(0, 6) });
    expect(rowOf(rows, clerkId)).toMatchObject({
      net: 6 * 11_000,
      fixed: 2,
      previousNet: 0,
      lastYearNet: 0,
      previousChangeBp: null,
    });
  });

  it('takes returns and the cost of the units kept off the supply for the margin', async () => {
    const rows = await t.ok<StaffProfitRow[]>('POST', `${P}/profit`, admin, {
      fromDate: today,
      toDate: today,
    });
    const mine = rowOf(rows, clerkId)!;
    expect(mine.sales).toBe(7 * 10_000);
    expect(mine.returns).toBe(10_000);
    // Seven belts left at 6 000 won each; the returned one is back on the shelf.
    expect(mine.cost).toBe(6 * 6_000);
    expect(mine.profit).toBe(mine.sales - mine.returns - mine.cost);
    expect(mine.marginBp).toBe(Math.round((mine.profit * 10_000) / (mine.sales - mine.returns)));
  });

  it('writes the same figures to Excel', async () => {
    const sheet = await downloadSheet(t, admin, `${P}/period/excel/download`, {
      fromDate: today,
      toDate: today,
    });
    expect(sheet.headers).toEqual([
      '직원',
      '등록 주문',
      '확정 주문',
      '거래처 수',
      '매출 (취소 제외)',
      '반품',
      '순매출',
      '주문당 순매출',
    ]);
    expect(sheet.rows.some((r) => r.includes('66000'))).toBe(true);
    const year = await downloadSheet(t, admin, `${P}/sell/excel/download`, {
      span: 'year',
      at: today.slice(0, 4),
    });
    expect(year.headers.slice(0, 3)).toEqual(['직원', '1월', '2월']);
    expect(year.rows.at(-1)?.[0]).toBe('합계');
  });

  it('answers the administrator only, and names the field of a bad period', async () => {
    expect(await t.refused(403, 'POST', `${P}/sell`, clerk, { span: 'day', at: today })).toBeTruthy();
    expect(await t.refused(422, 'POST', `${P}/sell`, admin, { span: 'month', at: '2026' })).toContain('월');
    expect(
      await t.refused(422, 'POST', `${P}/period`, admin, { fromDate: '20261201', toDate: '20261101' }),
    ).toContain('시작일');
  });
});
