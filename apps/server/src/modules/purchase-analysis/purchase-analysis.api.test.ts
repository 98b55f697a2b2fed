import type {
  ArrivalDraft,
  BuyRegisterPage,
  InventoryStatus,
  PriceComparison,
  ProperStockPage,
  PurchaseDay,
  PurchaseLineRef,
  PurchaseOrderView,
  PurchasePrintParties,
  PurchaseRegisterPage,
  PurchaseReturnView,
  PurchaseStatusReport,
  PurchaseView,
  StockInOutPage,
} from '@erp/domain';
import { toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  COMPANY,
  loginStaff,
  newPart,
  newSupplier,
  saveCompany,
  saveWarehouse,
  staffAccount,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fixPurchase } from '../purchase/purchase.service.js';
import { assertWithinOrdered } from '../purchase-order/purchase-arrival.service.js';

// The purchasing reports on purchases registered, fixed and un-fixed through the real API.

const A = '/api/purchase/v1.0/analysis';
let t: TestApp;
let admin: string;
let clerk: string;
let buyer: string;
let customerUser: string;
let supA: string;
let supB: string;
let battery: string;
let wiper: string;
let idle: string;
const p: Record<string, PurchaseView> = {};
const OCT = { fromDate: '20261001', toDate: '20261031' };

const purchase = async (
  supplierCode: string,
  purchaseDate: string,
  lines: { partCode: string; qty: number; unitPrice: number }[],
  fix: boolean,
) => {
  const draft = await t.ok<PurchaseView>('POST', '/api/purchase/v1.0/insert', clerk, {
    supplierCode,
    warehouseCode: 'MAIN',
    purchaseDate,
    lines,
  });
  if (!fix) return draft;
  return t.ok<PurchaseView>('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {
    version: draft.version,
  });
};

const xlsx = async (path: string, cookie: string, body: unknown) => {
  const raw = await t.app.inject({
    method: 'POST',
    url: `${A}/${path}`,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(raw.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'pa-admin', 'admin');
  clerk = await loginStaff(t, 'pa-clerk');
  await t.addAccount({ loginId: 'pa-buyer', kind: 'purchase', role: 'purchase' });
  buyer = await t.login('pa-buyer', 'purchase');
  await t.addAccount({ loginId: 'pa-cust', kind: 'customer', role: 'cust', customerCode: 'C000001' });
  customerUser = await t.login('pa-cust', 'customer');
  await saveWarehouse(t, admin);
  await saveWarehouse(t, admin, 'SUB', '2창고');
  supA = await newSupplier(t, clerk, { name: '가나 배터리' });
  supB = await newSupplier(t, clerk, { name: '다라 부품' });
  battery = await newPart(t, admin, {
    partNo: 'PA-GB80',
    name: '배터리 80Ah',
    salePrice: 130_000,
    properStock: 20,
  });
  wiper = await newPart(t, admin, { partNo: 'PA-WB500', name: '와이퍼 500', salePrice: 9_000 });
  idle = await newPart(t, admin, { partNo: 'PA-LAMP', name: '램프', salePrice: 5_000, properStock: 5 });
  p.one = await purchase(
    supA,
    '20261001',
    [
      { partCode: battery, qty: 5, unitPrice: 100_000 },
      { partCode: wiper, qty: 10, unitPrice: 5_000 },
    ],
    true,
  );
  p.two = await purchase(supB, '20261005', [{ partCode: battery, qty: 3, unitPrice: 95_000 }], true);
  p.three = await purchase(supA, '20261010', [{ partCode: battery, qty: 2, unitPrice: 98_000 }], true);
  p.draft = await purchase(supA, '20261012', [{ partCode: battery, qty: 1, unitPrice: 1 }], false);
  // Fixed, then its fix changed: a draft again, in no figure of fixed purchases.
  const undone = await purchase(supB, '20261006', [{ partCode: wiper, qty: 4, unitPrice: 6_000 }], true);
  p.undone = await t.ok<PurchaseView>('POST', `/api/purchase/v1.0/fix-change/${undone.code}`, clerk, {
    version: undone.version,
  });
});
afterAll(async () => t.close());

describe('PurchaseStatus', () => {
  it('sums fixed lines by supplier, with the period total from the same pass', async () => {
    const r = await t.ok<PurchaseStatusReport>('POST', `${A}/status/list`, clerk, {
      ...OCT,
      groupBy: 'supplier',
    });
    const one = p.one as PurchaseView;
    const three = p.three as PurchaseView;
    const two = p.two as PurchaseView;
    expect(r.rows.map((x) => [x.key, x.purchaseCount, x.lineCount, x.qty, x.total])).toEqual([
      [supA, 2, 3, 17, one.total + three.total],
      [supB, 1, 1, 3, two.total],
    ]);
    expect(r.sums).toEqual({
      purchaseCount: 3,
      lineCount: 4,
      qty: 20,
      supply: one.supply + two.supply + three.supply,
      vat: one.vat + two.vat + three.vat,
      total: one.total + two.total + three.total,
    });
  });

  it('groups by month, brand and kind, and filters one supplier', async () => {
    const month = await t.ok<PurchaseStatusReport>('POST', `${A}/status/list`, clerk, {
      ...OCT,
      groupBy: 'month',
    });
    expect(month.rows.map((x) => [x.key, x.label, x.qty])).toEqual([['202610', '2026-10', 20]]);
    const brand = await t.ok<PurchaseStatusReport>('POST', `${A}/status/list`, clerk, {
      ...OCT,
      groupBy: 'brand',
    });
    expect(brand.rows.map((x) => x.label)).toEqual(['(브랜드 없음)']);
    const kind = await t.ok<PurchaseStatusReport>('POST', `${A}/status/list`, buyer, {
      ...OCT,
      groupBy: 'kind',
    });
    expect(kind.sums.lineCount).toBe(4);
    const onlyB = await t.ok<PurchaseStatusReport>('POST', `${A}/status/list`, clerk, {
      ...OCT,
      groupBy: 'supplier',
      supplierCode: supB.toLowerCase(),
    });
    expect(onlyB.rows.map((x) => x.key)).toEqual([supB]);
    const none = await t.ok<PurchaseStatusReport>('POST', `${A}/status/list`, clerk, {
      fromDate: '20250101',
      toDate: '20250131',
      groupBy: 'supplier',
    });
    expect(none).toEqual({
      rows: [],
      sums: { purchaseCount: 0, lineCount: 0, qty: 0, supply: 0, vat: 0, total: 0 },
    });
  });

  it('refuses a reversed or too long period and an unknown grouping, naming the field', async () => {
    expect(
      await t.refused(422, 'POST', `${A}/status/list`, clerk, {
        fromDate: '20261031',
        toDate: '20261001',
        groupBy: 'month',
      }),
    ).toMatch(/시작일/);
    expect(
      await t.refused(422, 'POST', `${A}/status/list`, clerk, {
        fromDate: '20240101',
        toDate: '20261001',
        groupBy: 'month',
      }),
    ).toMatch(/종료일/);
    expect(await t.refused(422, 'POST', `${A}/status/list`, clerk, { ...OCT, groupBy: 'colour' })).toMatch(
      /집계 기준/,
    );
  });

  it('downloads the groups and a total row', async () => {
    const sheet = await xlsx('status/excel/download', buyer, { ...OCT, groupBy: 'supplier' });
    expect(sheet.getRow(1).getCell(1).value).toBe('구분');
    expect(sheet.getRow(2).getCell(1).value).toBe('가나 배터리');
    expect(sheet.getRow(4).getCell(1).value).toBe('합계');
    expect(sheet.getRow(4).getCell(5).value).toBe(20);
  });
});

describe('PurchasePriceComparison', () => {
  it('gives each supplier its last, lowest, weighted average and highest price, cheapest first', async () => {
    const r = await t.ok<PriceComparison>('POST', `${A}/price/comparison/list`, buyer, {
      ...OCT,
      partCode: battery,
    });
    expect(r.partNo).toBe('PA-GB80');
    expect(r.rows).toEqual([
      {
        supplierCode: supB,
        supplierName: '다라 부품',
        lastPrice: 95_000,
        lastDate: '20261005',
        lastPurchaseCode: (p.two as PurchaseView).code,
        minPrice: 95_000,
        avgPrice: 95_000,
        maxPrice: 95_000,
        count: 1,
        qty: 3,
      },
      {
        supplierCode: supA,
        supplierName: '가나 배터리',
        lastPrice: 98_000,
        lastDate: '20261010',
        lastPurchaseCode: (p.three as PurchaseView).code,
        minPrice: 98_000,
        // (5 × 100,000 + 2 × 98,000) / 7, rounded; the draft's price of 1 is not a purchase yet.
        avgPrice: 99_429,
        maxPrice: 100_000,
        count: 2,
        qty: 7,
      },
    ]);
    const sheet = await xlsx('price/comparison/excel/download', buyer, { ...OCT, partCode: battery });
    expect(sheet.getRow(1).getCell(2).value).toBe('최근 단가');
    expect([2, 3].map((n) => sheet.getRow(n).getCell(2).value)).toEqual([95_000, 98_000]);
    const wipers = await t.ok<PriceComparison>('POST', `${A}/price/comparison/list`, buyer, {
      ...OCT,
      partCode: wiper,
    });
    expect(wipers.rows.map((x) => [x.supplierCode, x.count])).toEqual([[supA, 1]]);
  });

  it('refuses a part that does not exist and a missing part', async () => {
    expect(
      await t.refused(404, 'POST', `${A}/price/comparison/list`, buyer, { ...OCT, partCode: 'P9999999' }),
    ).toBe('데이터를 찾을 수 없습니다.');
    expect(
      await t.refused(422, 'POST', `${A}/price/comparison/list`, buyer, { ...OCT, partCode: ' ' }),
    ).toMatch(/품목/);
  });
});

describe('ShortageStock', () => {
  it('lists parts under their proper stock with the quantity to buy, per warehouse too', async () => {
    const all = await t.ok<ProperStockPage>('POST', `${A}/shortage/list`, buyer, {});
    expect(all.rows.map((r) => [r.partCode, r.properStock, r.onHand, r.shortage])).toEqual([
      [battery, 20, 10, 10],
      [idle, 5, 0, 5],
    ]);
    const sub = await t.ok<ProperStockPage>('POST', `${A}/shortage/list`, buyer, { warehouseCode: 'SUB' });
    expect(sub.rows.map((r) => [r.partCode, r.onHand, r.shortage])).toEqual([
      [battery, 0, 20],
      [idle, 0, 5],
    ]);
    const sheet = await xlsx('shortage/excel/download', clerk, {});
    expect(sheet.getRow(1).getCell(8).value).toBe('제안 수량');
    expect(sheet.getRow(2).getCell(8).value).toBe(10);
    // 예상 금액: suggested qty × the part's purchase price (none set: 0).
    expect(sheet.getRow(2).getCell(10).value).toBe(0);
    expect(sheet.rowCount).toBe(3);
  });
});

describe('StockInOutList', () => {
  it('shows the balance after each move of one part, newest first', async () => {
    const r = await t.ok<StockInOutPage>('POST', `${A}/stock/inout/list`, buyer, {
      filters: [{ field: 'partCode', op: 'eq', value: battery.toLowerCase() }],
    });
    expect(r.rows.map((m) => [m.qty, m.reason, m.balance])).toEqual([
      [2, 'purchase-in', 10],
      [3, 'purchase-in', 8],
      [5, 'purchase-in', 5],
    ]);
    const wipers = await t.ok<StockInOutPage>('POST', `${A}/stock/inout/list`, buyer, {
      filters: [
        { field: 'partCode', op: 'eq', value: wiper },
        { field: 'warehouseCode', op: 'eq', value: 'MAIN' },
      ],
    });
    // The undone purchase moved 4 in and 4 out again.
    expect(wipers.rows.map((m) => [m.qty, m.balance])).toEqual([
      [-4, 10],
      [4, 14],
      [10, 10],
    ]);
  });

  it('leaves the balance out when several parts are listed, and downloads it when one is', async () => {
    const r = await t.ok<StockInOutPage>('POST', `${A}/stock/inout/list`, clerk, {
      filters: [{ field: 'reason', op: 'eq', value: 'purchase-in' }],
    });
    expect(r.total).toBe(6);
    expect(r.rows.every((m) => m.balance === null)).toBe(true);
    const sheet = await xlsx('stock/inout/excel/download', clerk, {
      filters: [{ field: 'partCode', op: 'eq', value: battery }],
    });
    expect(sheet.getRow(1).getCell(7).value).toBe('이동 후 재고');
    expect([2, 3, 4].map((n) => sheet.getRow(n).getCell(7).value)).toEqual([10, 8, 5]);
  });
});

describe('InventoryStatus', () => {
  it('gives the part stock per warehouse and its purchases from one supplier, drafts marked', async () => {
    const r = await t.ok<InventoryStatus>('GET', `${A}/inventory/${battery}/${supA.toLowerCase()}`, buyer);
    expect(r.onHand).toBe(10);
    expect(r.warehouses.filter((w) => w.qty !== 0)).toEqual([
      { warehouseCode: 'MAIN', warehouseName: '본사 창고', qty: 10 },
    ]);
    expect(r.history.map((h) => [h.code, h.statusLabel, h.qty, h.unitPrice])).toEqual([
      [(p.draft as PurchaseView).code, '미확정', 1, 1],
      [(p.three as PurchaseView).code, '확정', 2, 98_000],
      [(p.one as PurchaseView).code, '확정', 5, 100_000],
    ]);
    expect(await t.refused(404, 'GET', `${A}/inventory/${battery}/S999999`, buyer)).toBe(
      '데이터를 찾을 수 없습니다.',
    );
  });
});

describe('PurchaseRegistration on one line', () => {
  it('gives the line the path names and refuses a supplier, line or brand that is not the purchase one', async () => {
    const one = p.one as PurchaseView;
    const line = await t.ok<PurchaseLineRef>('GET', `${A}/line/${one.code.toLowerCase()}/${supA}/-/2`, buyer);
    expect(line).toMatchObject({
      purchaseCode: one.code,
      lineNo: 2,
      partCode: wiper,
      brandCode: null,
      qty: 10,
    });
    expect(await t.refused(422, 'GET', `${A}/line/${one.code}/${supB}/-/2`, buyer)).toMatch(
      /매입처 코드: .*가나 배터리/,
    );
    expect(await t.refused(422, 'GET', `${A}/line/${one.code}/${supA}/-/9`, buyer)).toMatch(
      /줄 번호: .*9번 줄이 없습니다/,
    );
    expect(await t.refused(422, 'GET', `${A}/line/${one.code}/${supA}/ROCKET/2`, buyer)).toMatch(
      /브랜드: .*없음/,
    );
    expect(await t.refused(422, 'GET', `${A}/line/${one.code}/${supA}/-/0`, buyer)).toMatch(/줄 번호/);
    expect(await t.refused(404, 'GET', `${A}/line/R99999999/${supA}/-/1`, buyer)).toBe(
      '데이터를 찾을 수 없습니다.',
    );
    expect((await t.call('GET', `${A}/line/${one.code}/${supA}/-/2`, { cookie: customerUser })).status).toBe(
      403,
    );
  });
});

describe('PurchaseRegister and BuyRegister', () => {
  it('lists every fixed line of the period in date order with its running total across pages', async () => {
    const all = await t.ok<PurchaseRegisterPage>('POST', `${A}/register/list`, clerk, OCT);
    const totals = all.rows.map((r) => r.total);
    expect(all.rows.map((r) => [r.purchaseCode, r.partCode])).toEqual([
      [(p.one as PurchaseView).code, battery],
      [(p.one as PurchaseView).code, wiper],
      [(p.two as PurchaseView).code, battery],
      [(p.three as PurchaseView).code, battery],
    ]);
    expect(all.rows.map((r) => r.runningTotal)).toEqual(
      totals.map((_, i) => totals.slice(0, i + 1).reduce((a, b) => a + b, 0)),
    );
    expect(all.sums.count).toBe(4);
    expect(all.sums.total).toBe(totals.reduce((a, b) => a + b, 0));
    const page2 = await t.ok<PurchaseRegisterPage>('POST', `${A}/register/list`, clerk, {
      ...OCT,
      page: 2,
      size: 2,
    });
    expect(page2.rows.map((r) => r.runningTotal)).toEqual(all.rows.slice(2).map((r) => r.runningTotal));
    expect(page2.total).toBe(4);
    const onlyB = await t.ok<PurchaseRegisterPage>('POST', `${A}/register/list`, clerk, {
      ...OCT,
      supplierCode: supB,
    });
    expect(onlyB.rows.map((r) => r.qty)).toEqual([3]);
    const sheet = await xlsx('register/excel/download', buyer, OCT);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(5).getCell(14).value).toBe(all.sums.total);
  });

  it('groups by supplier with a running total inside each and every supplier subtotal', async () => {
    const r = await t.ok<BuyRegisterPage>('POST', `${A}/buy/register/list`, buyer, OCT);
    const one = p.one as PurchaseView;
    const three = p.three as PurchaseView;
    expect(r.rows.map((x) => x.supplierCode)).toEqual([supA, supA, supA, supB]);
    expect(r.rows[2]?.runningTotal).toBe(one.total + three.total);
    expect(r.rows[3]?.runningTotal).toBe((p.two as PurchaseView).total);
    expect(r.subtotals.map((s) => [s.supplierCode, s.count, s.qty, s.total])).toEqual([
      [supA, 3, 17, one.total + three.total],
      [supB, 1, 3, (p.two as PurchaseView).total],
    ]);
    const sheet = await xlsx('buy/register/excel/download', buyer, OCT);
    // 3 lines of 가나, its subtotal, 1 line of 다라, its subtotal, under the header.
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(5).getCell(4).value).toBe('가나 배터리 소계');
    expect(sheet.getRow(7).getCell(4).value).toBe('다라 부품 소계');
    expect(sheet.getRow(7).getCell(14).value).toBe((p.two as PurchaseView).total);
  });
});

describe("the purchaser's day and access", () => {
  it('counts drafts, today, shortage and payable', async () => {
    const today = await purchase(
      supB,
      undefined as unknown as string,
      [{ partCode: idle, qty: 1, unitPrice: 3_000 }],
      true,
    );
    const day = await t.ok<PurchaseDay>('GET', `${A}/day`, buyer);
    expect(day.unfixed.count).toBe(2);
    expect(day.unfixed.rows.map((r) => r.code).sort()).toEqual(
      [(p.draft as PurchaseView).code, (p.undone as PurchaseView).code].sort(),
    );
    expect(day.fixedToday).toEqual({
      count: 1,
      total: today.total,
      rows: [expect.objectContaining({ code: today.code, supplierCode: supB })],
    });
    expect(day.shortage.rows.map((r) => [r.partCode, r.onHand])).toEqual([
      [battery, 10],
      [idle, 1],
    ]);
    const fixed = [p.one, p.two, p.three, today].reduce((n, x) => n + (x as PurchaseView).total, 0);
    expect(day.payable.total).toBe(fixed);
    expect(day.payable.suppliers).toBe(2);
  });

  it('refuses a customer account on every report and admits staff and the purchase login', async () => {
    for (const [method, path, body] of [
      ['GET', `${A}/day`, undefined],
      ['POST', `${A}/status/list`, { ...OCT, groupBy: 'month' }],
      ['POST', `${A}/register/list`, OCT],
      ['POST', `${A}/shortage/list`, {}],
    ] as const) {
      expect((await t.call(method, path, { cookie: customerUser, body })).status).toBe(403);
      expect((await t.call(method, path, { cookie: buyer, body })).status).toBe(200);
      expect((await t.call(method, path, { cookie: admin, body })).status).toBe(200);
    }
  });
});

describe('the cards over orders, returns, examinations and bills', () => {
  const O = '/api/purchase/v1.0/order';
  const R = '/api/purchase/v1.0/return';
  const DAY = 86_400_000;
  const dayOf = (offset: number) => toYmd(new Date(Date.now() + offset * DAY));
  let checker: string;
  let approver: string;
  let examinerId: number;
  type Doc = { code: string; version: number };
  const order = (supplierCode: string, lines: { partCode: string; qty: number; expectedDate?: string }[]) =>
    t.ok<PurchaseOrderView>('POST', `${O}/insert`, clerk, {
      supplierCode,
      warehouseCode: 'MAIN',
      expectedDate: dayOf(1),
      lines: lines.map((l) => ({ unitPrice: 10_000, ...l })),
    });
  const stepOrder = (action: string, o: Doc, who: string) =>
    t.ok<PurchaseOrderView>('POST', `${O}/${action}/${o.code}`, who, { version: o.version });
  const savedOrder = async (...args: Parameters<typeof order>) =>
    stepOrder(
      'save',
      await stepOrder('last-check', await stepOrder('check', await order(...args), checker), approver),
      clerk,
    );
  const requestReturn = () =>
    t.ok<PurchaseReturnView>('POST', `${R}/request`, clerk, {
      supplierCode: supA,
      warehouseCode: 'MAIN',
      lines: [{ partCode: battery, qty: 1, purchaseCode: (p.one as PurchaseView).code, reason: 'defect' }],
    });
  const stepReturn = (action: string, r: Doc, who: string) =>
    t.ok<PurchaseReturnView>('POST', `${R}/${action}/${r.code}`, who, { version: r.version });
  const day = () => t.ok<PurchaseDay>('GET', `${A}/day`, buyer);

  let checkedOrder: PurchaseOrderView;
  let requestedOrder: PurchaseOrderView;
  let arrivalCode: string;
  let approvedReturn: PurchaseReturnView;

  beforeAll(async () => {
    const examiner = await staffAccount(t, 'pa-checker');
    checker = examiner.cookie;
    examinerId = examiner.id;
    approver = (await staffAccount(t, 'pa-approver', 'purchase')).cookie;
    requestedOrder = await order(supA, [{ partCode: wiper, qty: 3 }]);
    checkedOrder = await stepOrder('check', await order(supB, [{ partCode: idle, qty: 1 }]), checker);
    // Saved: a battery line due tomorrow, a wiper line due in five days (past the card's window)
    // and an idle-part line moved to two days ago (late).
    const due = await savedOrder(supA, [
      { partCode: battery, qty: 4 },
      { partCode: wiper, qty: 6, expectedDate: dayOf(5) },
      { partCode: idle, qty: 2 },
    ]);
    const lateB = await savedOrder(supB, [{ partCode: wiper, qty: 7 }]);
    for (const [o, partCode, expectedDate] of [
      [due, idle, dayOf(-2)],
      [lateB, wiper, dayOf(-5)],
    ] as const) {
      const id = o.lines.find((l) => l.partCode === partCode)!.id;
      await t.ok('POST', `${O}/schedule/line/${id}`, clerk, { expectedDate, reason: '매입처 사정' });
    }
    arrivalCode = (await t.ok<ArrivalDraft>('POST', `${O}/arrival`, clerk, { orderCodes: [due.code] }))
      .purchaseCode;
    await requestReturn();
    approvedReturn = await stepReturn(
      'last-check',
      await stepReturn('check', await requestReturn(), checker),
      approver,
    );
  });

  it('counts the orders and returns waiting for a check, with where each waits', async () => {
    const d = await day();
    expect(d.approvals.count).toBe(3);
    expect(d.approvals.rows.map((r) => [r.kind, r.status]).sort()).toEqual([
      ['order', 'checked'],
      ['order', 'requested'],
      ['return', 'requested'],
    ]);
    expect(d.approvals.rows.find((r) => r.code === checkedOrder.code)).toMatchObject({
      supplierCode: supB,
      total: checkedOrder.total,
    });
    expect(d.approvals.rows.find((r) => r.code === requestedOrder.code)?.status).toBe('requested');
  });

  it('lists the arrivals due today … three days ahead and the late lines by supplier', async () => {
    const d = await day();
    expect(d.due.count).toBe(1);
    expect(d.due.qty).toBe(4);
    expect(d.due.rows).toEqual([
      expect.objectContaining({
        partNo: 'PA-GB80',
        supplierCode: supA,
        remainingQty: 4,
        expectedDate: dayOf(1),
      }),
    ]);
    expect(d.late).toEqual({
      count: 2,
      suppliers: 2,
      rows: [
        { supplierCode: supB, supplierName: '다라 부품', lines: 1, maxDaysLate: 5 },
        { supplierCode: supA, supplierName: '가나 배터리', lines: 1, maxDaysLate: 2 },
      ],
    });
  });

  it('counts the arrival from an order waiting for examination, not the plain drafts', async () => {
    const d = await day();
    expect(d.examWait.count).toBe(1);
    expect(d.examWait.rows.map((r) => r.code)).toEqual([arrivalCode]);
    expect(d.unfixed.count).toBe(3);
  });

  it('sums the fixed lines no bill charges, and the open part of a line billed in part', async () => {
    const fixed = [p.one, p.two, p.three].flatMap((x) => (x as PurchaseView).lines);
    const lineTotals = fixed.reduce((n, l) => n + l.total, 0);
    const before = await day();
    // The purchase fixed today by the test above is open too: one line of supB.
    const todayLine = before.unbilled.total - lineTotals;
    expect(before.unbilled.count).toBe(fixed.length + 1);
    expect(todayLine).toBeGreaterThan(0);
    const batteryLine = (p.one as PurchaseView).lines.find((l) => l.partCode === battery)!;
    const billable = await t.ok<{ purchaseLineId: number; purchaseCode: string; partCode: string }[]>(
      'GET',
      `/api/purchase/v1.0/bill/billable/${supA}`,
      clerk,
    );
    const lineId = billable.find(
      (l) => l.purchaseCode === (p.one as PurchaseView).code && l.partCode === battery,
    )!.purchaseLineId;
    await t.ok('POST', '/api/purchase/v1.0/bill/insert', clerk, {
      supplierCode: supA,
      billDate: toYmd(new Date()),
      kind: 'tax',
      supplierBillNo: 'PA-TX-1',
      lines: [{ purchaseLineId: lineId, qty: 2, unitPrice: batteryLine.unitPrice }],
    });
    const after = await day();
    expect(after.unbilled.count).toBe(before.unbilled.count);
    expect(after.unbilled.total).toBe(before.unbilled.total - Math.round((batteryLine.total * 2) / 5));
    expect(after.unbilled.rows.find((r) => r.supplierCode === supA)?.lines).toBe(3);
  });

  it('counts the approved return until it is saved', async () => {
    expect((await day()).returnsToShip).toEqual({
      count: 1,
      rows: [
        {
          code: approvedReturn.code,
          supplierCode: supA,
          supplierName: '가나 배터리',
          total: approvedReturn.total,
        },
      ],
    });
    await stepReturn('save', approvedReturn, clerk);
    const d = await day();
    expect(d.returnsToShip.count).toBe(0);
    expect(d.approvals.count).toBe(3);
  });

  it('drops the arrival once examined and fixed; its lines are received, billable, no longer due', async () => {
    const before = await day();
    // What the examination does when it posts (helper B's station): the order check, then the fix.
    const examiner = { accountId: examinerId, loginId: 'pa-checker' };
    await t.db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select id from purchases where code = ${arrivalCode}`,
      );
      await assertWithinOrdered(tx, row!.id);
    });
    await fixPurchase(t.db, arrivalCode, undefined, examiner, { examined: true });
    const d = await day();
    expect(d.examWait.count).toBe(0);
    expect(d.due.count).toBe(0);
    // The idle line that was late has arrived in full; supB's wiper is still late.
    expect(d.late.rows.map((r) => r.supplierCode)).toEqual([supB]);
    expect(d.unbilled.count).toBe(before.unbilled.count + 3);
  });
});

describe('the parties of the purchase print', () => {
  it('answers the supplier and, once registered, the company to the purchase login', async () => {
    const code = (p.one as PurchaseView).code;
    const path = `${A}/print/purchase/${code}`;
    const before = await t.ok<PurchasePrintParties>('GET', path, buyer);
    expect(before).toEqual({
      supplier: expect.objectContaining({ name: '가나 배터리' }),
      company: null,
    });
    await saveCompany(t, admin);
    expect((await t.ok<PurchasePrintParties>('GET', path, buyer)).company).toEqual({
      ...COMPANY,
      businessType: null,
      businessItem: null,
    });
    await t.refused(404, 'GET', `${A}/print/purchase/R99999999`, buyer);
    expect((await t.call('GET', path, { cookie: customerUser })).status).toBe(403);
  });
});
