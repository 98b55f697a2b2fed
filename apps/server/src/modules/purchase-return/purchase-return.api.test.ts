import type {
  ListPage,
  PurchaseReturnSummary,
  PurchaseReturnView,
  PurchaseView,
  ReturnablePurchase,
  ReturnPrint,
  ReturnScheduleView,
  SupplierPayable,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  countRows,
  newPart,
  newSupplier,
  onHand as onHandOf,
  orderDesk,
  staffAccount,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Returns to suppliers end to end through HTTP: every step of the four-eyes path, every refusal,
// and the stock and payable after each save (cached balances held against their ledgers).

let t: TestApp;
let admin: string;
let clerk: string;
let checker: string;
let approver: string;
let supplierCode: string;
let otherSupplier: string;
let battery: string;
let wiper: string;
let purchaseCode: string;

const R = '/api/purchase/v1.0/return';
const onHand = (partCode: string) => onHandOf(t, clerk, partCode);
const payable = async (code = supplierCode): Promise<number> =>
  (await t.ok<SupplierPayable>('GET', `/api/purchase/v1.0/supplier/payable/${code}`, clerk)).balance;
const payableLedgerSum = async (): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select coalesce(sum(l.amount), 0)::bigint as n from supplier_ledger_entries l
        join suppliers s on s.id = l.supplier_id where s.code = ${supplierCode}`,
  );
  return Number(row?.n ?? 0);
};
type LineIn = Record<string, unknown> & { partCode: string; qty: number };
const body = (lines: LineIn[], extra: Record<string, unknown> = {}) => ({
  supplierCode,
  warehouseCode: 'MAIN',
  lines: lines.map((l) => ({ reason: 'defect', ...l })),
  ...extra,
});
const request = (lines: LineIn[], extra: Record<string, unknown> = {}) =>
  t.ok<PurchaseReturnView>('POST', `${R}/request`, clerk, body(lines, extra));
const step = (action: string, ret: { code: string; version: number }, who: string, extra = {}) =>
  t.ok<PurchaseReturnView>('POST', `${R}/${action}/${ret.code}`, who, { version: ret.version, ...extra });
/** A return taken through check and last check by two people other than the requester. */
const approved = async (lines: LineIn[], extra: Record<string, unknown> = {}) => {
  const checked = await step('check', await request(lines, extra), checker);
  return step('last-check', checked, approver);
};

beforeAll(async () => {
  t = await createTestApp();
  const desk = await orderDesk(t, 'prt');
  ({ admin, clerk, checker } = desk);
  approver = (await staffAccount(t, 'prt-approver')).cookie;
  supplierCode = await newSupplier(t, clerk, { name: '세방전지 대리점' });
  otherSupplier = await newSupplier(t, clerk, { name: '다른 매입처' });
  battery = await newPart(t, admin, { partNo: 'PRT-GB90L', name: '배터리 90Ah', salePrice: 120_000 });
  wiper = await newPart(t, admin, { partNo: 'PRT-WB600', name: '와이퍼 600', salePrice: 9_000 });
  const draft = await t.ok<PurchaseView>('POST', '/api/purchase/v1.0/insert', clerk, {
    supplierCode,
    warehouseCode: 'MAIN',
    purchaseDate: '20261120',
    lines: [
      { partCode: battery, qty: 5, unitPrice: 100_000 },
      { partCode: wiper, qty: 10, unitPrice: 9_000 },
    ],
  });
  purchaseCode = (await t.ok<PurchaseView>('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {})).code;
});
afterAll(async () => t.close());

describe('a return against a fixed purchase, through the four-eyes path to save', () => {
  let ret: PurchaseReturnView;

  it('lists the purchase lines with what may still be returned', async () => {
    const r = await t.ok<ReturnablePurchase>('GET', `${R}/returnable/${purchaseCode}`, clerk);
    expect(r.supplierCode).toBe(supplierCode);
    expect(r.lines.map((l) => [l.partCode, l.qty, l.returned, l.returnable])).toEqual([
      [battery, 5, 0, 5],
      [wiper, 10, 0, 10],
    ]);
  });

  it('requests a return priced at the purchase line, moving nothing yet', async () => {
    const payableBefore = await payable();
    ret = await request([{ partCode: battery, qty: 2, purchaseCode }], {
      reason: '불량 입고',
      memo: '케이스 파손',
    });
    expect(ret.code).toMatch(/^T\d{8}$/);
    expect(ret.status).toBe('requested');
    expect(ret.lines[0]).toMatchObject({
      unitPrice: 100_000,
      purchaseCode,
      purchaseLineNo: 1,
      reasonLabel: '불량',
    });
    expect([ret.supply, ret.vat, ret.total]).toEqual([200_000, 20_000, 220_000]);
    expect(await onHand(battery)).toBe(5);
    expect(await payable()).toBe(payableBefore);
    const r = await t.ok<ReturnablePurchase>('GET', `${R}/returnable/${purchaseCode}`, clerk);
    expect(r.lines[0]).toMatchObject({ returned: 2, returnable: 3 });
  });

  it('refuses more than is returnable of the purchase line, writing nothing', async () => {
    const rows = await countRows(t, 'purchase_returns');
    const message = await t.refused(
      422,
      'POST',
      `${R}/request`,
      clerk,
      body([{ partCode: battery, qty: 4, purchaseCode }]),
    );
    expect(message).toContain('반품할 수 있는 수량은 3개');
    expect(await countRows(t, 'purchase_returns')).toBe(rows);
  });

  it('refuses the requester checking, a stale version, and the checker last-checking', async () => {
    expect(await t.refused(422, 'POST', `${R}/check/${ret.code}`, clerk, { version: ret.version })).toContain(
      '요청한 사람은',
    );
    await t.refused(409, 'POST', `${R}/check/${ret.code}`, checker, { version: ret.version + 1 });
    await t.refused(422, 'POST', `${R}/last-check/${ret.code}`, approver, { version: ret.version });
    ret = await step('check', ret, checker);
    expect(ret.status).toBe('checked');
    expect(
      await t.refused(422, 'POST', `${R}/last-check/${ret.code}`, checker, { version: ret.version }),
    ).toContain('확인한 사람은');
    await t.refused(422, 'POST', `${R}/last-check/${ret.code}`, clerk, { version: ret.version });
    await t.refused(422, 'POST', `${R}/save/${ret.code}`, clerk, { version: ret.version });
    ret = await step('last-check', ret, approver);
    expect(ret.status).toBe('approved');
    expect(ret.checkedByName).not.toBeNull();
    expect(ret.approvedByName).not.toBeNull();
  });

  it('refuses modifying an approved return', async () => {
    const input = { ...body([{ partCode: battery, qty: 1, purchaseCode }]), version: ret.version };
    expect(await t.refused(422, 'POST', `${R}/update/${ret.code}`, clerk, input)).toContain(
      '최종 승인 상태에서는',
    );
  });

  it('saves: stock out of the warehouse and payable down by the total with VAT, in one go', async () => {
    const payableBefore = await payable();
    ret = await step('save', ret, clerk);
    expect(ret.status).toBe('saved');
    expect(await onHand(battery)).toBe(3);
    expect(await payable()).toBe(payableBefore - 220_000);
    expect(await payableLedgerSum()).toBe(await payable());
    const [move] = await queryRows<{ qty: number; reason: string }>(
      t.db,
      sql`select qty, reason from stock_moves where doc_code = ${ret.code}`,
    );
    expect(move).toEqual({ qty: -2, reason: 'purchase-return-out' });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses modify, save, cancel and a schedule change after save', async () => {
    const input = { ...body([{ partCode: battery, qty: 1 }]), version: ret.version };
    expect(await t.refused(422, 'POST', `${R}/update/${ret.code}`, clerk, input)).toContain(
      '확정 상태에서는',
    );
    await t.refused(422, 'POST', `${R}/save/${ret.code}`, clerk, { version: ret.version });
    await t.refused(422, 'POST', `${R}/cancel/${ret.code}`, clerk, { version: ret.version });
    await t.refused(422, 'POST', `${R}/schedule/update/${ret.id}`, clerk, {
      version: ret.version,
      plannedPickupDate: '20261201',
    });
  });
});

describe('refusals and the other ends of the path', () => {
  it('refuses E2003 on save when the goods are gone, and writes nothing', async () => {
    const ret = await approved([{ partCode: wiper, qty: 3 }]);
    // Priced at the newest fixed purchase of the part from this supplier.
    expect(ret.lines[0]?.unitPrice).toBe(9_000);
    await t.ok('POST', '/api/stock/v1.0/adjust', admin, { partCode: wiper, warehouseCode: 'MAIN', qty: -9 });
    const before = {
      stock: await onHand(wiper),
      payable: await payable(),
      moves: await countRows(t, 'stock_moves'),
    };
    const message = await t.refused(422, 'POST', `${R}/save/${ret.code}`, clerk, { version: ret.version });
    expect(message).toContain('창고에 물건이 없어');
    expect(await onHand(wiper)).toBe(before.stock);
    expect(await payable()).toBe(before.payable);
    expect(await countRows(t, 'stock_moves')).toBe(before.moves);
    const after = await t.ok<PurchaseReturnView>('GET', `${R}/detail/${ret.code}`, clerk);
    expect([after.status, after.version]).toEqual(['approved', ret.version]);
    await t.ok('POST', '/api/stock/v1.0/adjust', admin, { partCode: wiper, warehouseCode: 'MAIN', qty: 9 });
  });

  it('refuses a request of more than on hand', async () => {
    const message = await t.refused(
      422,
      'POST',
      `${R}/request`,
      clerk,
      body([{ partCode: wiper, qty: 50, unitPrice: 1 }]),
    );
    expect(message).toContain('재고가 부족해');
  });

  it('refuses a line not in the purchase, another supplier’s purchase and a part never bought without a price', async () => {
    const other = await newPart(t, admin, { partNo: 'PRT-X1', name: '기타 부품', salePrice: 1_000 });
    await t.ok('POST', '/api/stock/v1.0/adjust', admin, { partCode: other, warehouseCode: 'MAIN', qty: 5 });
    expect(
      await t.refused(422, 'POST', `${R}/request`, clerk, body([{ partCode: other, qty: 1, purchaseCode }])),
    ).toContain(`매입 ${purchaseCode}에`);
    expect(
      await t.refused(422, 'POST', `${R}/request`, clerk, {
        ...body([{ partCode: battery, qty: 1, purchaseCode }]),
        supplierCode: otherSupplier,
      }),
    ).toContain('다른 매입처의 매입');
    expect(
      await t.refused(422, 'POST', `${R}/request`, clerk, body([{ partCode: other, qty: 1 }])),
    ).toContain('단가를 입력하세요');
    const priced = await request([
      { partCode: other, qty: 1, unitPrice: 700, sourceKind: 'customer-return', sourceCode: 'x00001' },
    ]);
    expect(priced.lines[0]).toMatchObject({
      unitPrice: 700,
      sourceKind: 'customer-return',
      sourceCode: 'X00001',
    });
    expect(
      await t.refused(
        422,
        'POST',
        `${R}/request`,
        clerk,
        body([{ partCode: battery, qty: 1, reason: 'lost' }]),
      ),
    ).toContain('반품 사유');
  });

  it('modifies a requested return at its version (stale → 409) and a checked one', async () => {
    let ret = await request([{ partCode: battery, qty: 1, purchaseCode }]);
    const input = { ...body([{ partCode: battery, qty: 2, purchaseCode }]), version: ret.version };
    ret = await t.ok<PurchaseReturnView>('POST', `${R}/update/${ret.code}`, clerk, input);
    expect([ret.totalQty, ret.version]).toEqual([2, 2]);
    await t.refused(409, 'POST', `${R}/update/${ret.code}`, clerk, input);
    // Its own lines do not count against the purchase line: 3 left before it, 3 with it.
    ret = await t.ok<PurchaseReturnView>('POST', `${R}/update/${ret.code}`, clerk, {
      ...body([{ partCode: battery, qty: 3, purchaseCode }]),
      version: ret.version,
    });
    ret = await step('check', ret, checker);
    ret = await t.ok<PurchaseReturnView>('POST', `${R}/update/${ret.code}`, checker, {
      ...body([{ partCode: battery, qty: 1, purchaseCode }]),
      version: ret.version,
    });
    expect(ret.status).toBe('checked');
  });

  it('rejects and cancels; a rejected return frees its purchase quantity', async () => {
    const before = (await t.ok<ReturnablePurchase>('GET', `${R}/returnable/${purchaseCode}`, clerk)).lines[0]!
      .returnable;
    const ret = await request([{ partCode: battery, qty: 1, purchaseCode }]);
    const rejected = await step('reject', ret, checker, { note: '사유 부족' });
    expect([rejected.status, rejected.closedNote]).toEqual(['rejected', '사유 부족']);
    expect(
      (await t.ok<ReturnablePurchase>('GET', `${R}/returnable/${purchaseCode}`, clerk)).lines[0]!.returnable,
    ).toBe(before);
    await t.refused(422, 'POST', `${R}/check/${ret.code}`, checker, { version: rejected.version });
    const other = await approved([{ partCode: wiper, qty: 1 }]);
    expect((await step('cancel', other, clerk)).status).toBe('cancelled');
  });

  it('changes the planned pickup date of an approved return and keeps the history', async () => {
    const ret = await approved([{ partCode: wiper, qty: 1 }], { plannedPickupDate: '20261201' });
    let view = await t.ok<ReturnScheduleView>('POST', `${R}/schedule/update/${ret.id}`, clerk, {
      version: ret.version,
      plannedPickupDate: '2026-12-03',
      note: '매입처 요청',
    });
    view = await t.ok<ReturnScheduleView>('POST', `${R}/schedule/update/${ret.id}`, clerk, {
      version: view.purchaseReturn.version,
      plannedPickupDate: '20261205',
    });
    expect(view.purchaseReturn.plannedPickupDate).toBe('20261205');
    expect(view.changes.map((c) => [c.beforeDate, c.afterDate])).toEqual([
      ['20261203', '20261205'],
      ['20261201', '20261203'],
    ]);
    await t.refused(409, 'POST', `${R}/schedule/update/${ret.id}`, clerk, {
      version: ret.version,
      plannedPickupDate: '20261206',
    });
    await t.refused(404, 'GET', `${R}/schedule/999999`, clerk);
  });

  it('lists by status, supplier and part, and downloads the list as Excel', async () => {
    const page = await t.ok<ListPage<PurchaseReturnSummary>>('POST', `${R}/list`, clerk, {
      filters: [
        { field: 'status', op: 'eq', value: 'saved' },
        { field: 'supplierCode', op: 'eq', value: supplierCode },
        { field: 'partCode', op: 'eq', value: battery },
      ],
    });
    expect(page.rows.map((r) => [r.status, r.totalQty])).toEqual([['saved', 2]]);
    const all = await t.ok<ListPage<PurchaseReturnSummary>>('POST', `${R}/list`, clerk, {
      filters: [{ field: 'requestedAt', op: 'between', value: ['20200101', '20991231'] }],
    });
    expect(all.total).toBeGreaterThan(5);
    const excel = await t.app.inject({
      method: 'POST',
      url: `${R}/excel/download`,
      headers: { cookie: clerk, 'content-type': 'application/json' },
      payload: JSON.stringify({ filters: [{ field: 'status', op: 'eq', value: 'saved' }] }),
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
  });

  it('answers the default price of a part from a supplier', async () => {
    const price = await t.ok<{ unitPrice: number | null; purchaseCode: string | null }>(
      'GET',
      `${R}/price/${supplierCode}/${battery}`,
      clerk,
    );
    expect(price).toMatchObject({ unitPrice: 100_000, purchaseCode });
    expect(
      (await t.ok<{ unitPrice: number | null }>('GET', `${R}/price/${otherSupplier}/${battery}`, clerk))
        .unitPrice,
    ).toBeNull();
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('admits the purchase login to the whole path and refuses a customer', async () => {
    await t.addAccount({ loginId: 'prt-buyer', kind: 'purchase', role: 'purchase' });
    const buyer = await t.login('prt-buyer', 'purchase');
    await t.addAccount({ loginId: 'prt-cust', kind: 'customer', role: 'cust', customerCode: 'C000001' });
    const customer = await t.login('prt-cust', 'customer');
    const ret = await t.ok<PurchaseReturnView>(
      'POST',
      `${R}/request`,
      buyer,
      body([{ partCode: wiper, qty: 1 }]),
    );
    const checked = await step('check', ret, checker);
    expect((await step('last-check', checked, approver)).status).toBe('approved');
    await t.refused(403, 'GET', `${R}/detail/${ret.code}`, customer);
    await t.refused(403, 'POST', `${R}/request`, customer, body([{ partCode: wiper, qty: 1 }]));
  });

  it('prints a return with both parties', async () => {
    const [first] = (await t.ok<ListPage<PurchaseReturnSummary>>('POST', `${R}/list`, clerk, {})).rows;
    const print = await t.ok<ReturnPrint>('GET', `${R}/print/${first!.code}`, clerk);
    expect(print.supplier.name).toBe('세방전지 대리점');
    expect(print.purchaseReturn.lines.length).toBeGreaterThan(0);
  });
});

describe('a purchase held by its returns', () => {
  it('refuses the purchase fix change while a live return stands against it', async () => {
    await request([{ partCode: wiper, qty: 1, purchaseCode }]);
    const message = await t.refused(422, 'POST', `/api/purchase/v1.0/fix-change/${purchaseCode}`, clerk, {});
    expect(message).toMatch(/^반품 T\d{8}[이가] 걸려 있는 매입은 확정을 취소할 수 없습니다\.$/);
  });
});
