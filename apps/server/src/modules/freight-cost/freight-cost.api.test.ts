import {
  type FreightCostSummary,
  type FreightCostView,
  type FreightPreview,
  type ListPage,
  type PurchaseView,
  toYmd,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  fixedOrder,
  loginStaff,
  newCustomer,
  newPart,
  newSupplier,
  saveWarehouse,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Freight bills (운임) through the real endpoints: the preview equals what is posted, the stock
// value rises by exactly the supply (and so the average), a cancel reverses it, the refusals.

let t: TestApp;
let admin: string;
let buyer: string;
let supplierCode: string;
let customerCode: string;
let oil: string;
let filter: string;
let purchase: PurchaseView;
const today = toYmd(new Date());
const base = '/api/stock/v1.0/freight';

const balance = async (partCode: string) => {
  const [row] = await queryRows<{ qty: number; value: string }>(
    t.db,
    sql`select b.qty, b.value from stock_balances b join parts p on p.id = b.part_id
        where p.code = ${partCode} and b.warehouse_code = 'MAIN'`,
  );
  return { qty: Number(row?.qty ?? 0), value: Number(row?.value ?? 0) };
};
const stockValue = async () =>
  Number(
    (await queryRows<{ v: string }>(t.db, sql`select coalesce(sum(value), 0) as v from stock_balances`))[0]
      ?.v,
  );

const bill = (over: Record<string, unknown> = {}) => ({
  docKind: 'purchase',
  docCode: purchase.code,
  amount: 11_000,
  vatIncluded: true,
  basis: 'value',
  carrierName: '한진택배',
  paidOn: today,
  memo: '',
  ...over,
});

const buy = async (lines: { partCode: string; qty: number; unitPrice: number }[], fix = true) => {
  const draft = await t.ok<PurchaseView>('POST', '/api/purchase/v1.0/insert', buyer, {
    supplierCode,
    warehouseCode: 'MAIN',
    purchaseDate: today,
    lines,
  });
  if (!fix) return draft;
  return t.ok<PurchaseView>('POST', `/api/purchase/v1.0/fix/${draft.code}`, buyer, {
    version: draft.version,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'fc-admin', 'admin');
  buyer = await loginStaff(t, 'fc-buyer', 'purchase');
  await saveWarehouse(t, admin);
  supplierCode = await newSupplier(t, admin, { name: '운임 대리점' });
  customerCode = await newCustomer(t, admin, '운임정비');
  oil = await newPart(t, admin, {
    partNo: 'FC-OIL',
    name: '엔진오일',
    salePrice: 9_000,
    purchasePrice: 5_000,
  });
  filter = await newPart(t, admin, {
    partNo: 'FC-FLT',
    name: '오일필터',
    salePrice: 3_000,
    purchasePrice: 1_000,
  });
  // Oil 10 × 3,000 (supply 30,000) and filter 20 × 500 (supply 10,000): value weights 3 : 1.
  purchase = await buy([
    { partCode: oil, qty: 10, unitPrice: 3_000 },
    { partCode: filter, qty: 20, unitPrice: 500 },
  ]);
});
afterAll(async () => t.close());

describe('freight by value', () => {
  let code: string;

  it('previews each line its share of the supply, summing exactly', async () => {
    const { carrierName: _c, paidOn: _p, memo: _m, ...input } = bill({ amount: 10_001, vatIncluded: true });
    const p = await t.ok<FreightPreview>('POST', `${base}/preview`, buyer, input);
    // 10,001 with VAT: tax 909, supply 9,092 → 6,819 and 2,273 by value 3 : 1.
    expect([p.supply, p.vat]).toEqual([9_092, 909]);
    expect(p.lines.map((l) => [l.partCode, l.value, l.share])).toEqual([
      [oil, 30_000, 6_819],
      [filter, 10_000, 2_273],
    ]);
    expect(p.lines.reduce((s, l) => s + l.share, 0)).toBe(p.supply);
    expect(p.partyName).toBe('운임 대리점');
  });

  it('posts the supply into the stock value exactly, raising the average cost', async () => {
    const before = await stockValue();
    const oilBefore = await balance(oil);
    const view = await t.ok<FreightCostView>('POST', `${base}/register`, buyer, bill());
    code = view.code;
    expect(code).toMatch(/^F\d{8}-\d{4}$/);
    // 11,000 with VAT: supply 10,000 → 7,500 on the oil, 2,500 on the filter.
    expect([view.status, view.supply, view.vat]).toEqual(['posted', 10_000, 1_000]);
    expect(view.lines.map((l) => l.share)).toEqual([7_500, 2_500]);
    expect(await stockValue()).toBe(before + 10_000);
    expect(await balance(oil)).toEqual({ qty: 10, value: oilBefore.value + 7_500 });
    // The average: 3,000 → 3,750 a unit.
    const oilNow = await balance(oil);
    expect(oilNow.value / oilNow.qty).toBe(3_750);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('lists the bill by document kind and status, and holds the purchase', async () => {
    const page = await t.ok<ListPage<FreightCostSummary>>('POST', `${base}/list`, buyer, {
      filters: [{ field: 'docKind', op: 'eq', value: 'purchase' }],
    });
    expect(page.rows.map((r) => [r.code, r.docCode, r.amount, r.basis])).toContainEqual([
      code,
      purchase.code,
      11_000,
      'value',
    ]);
    const cancelled = await t.ok<ListPage<FreightCostSummary>>('POST', `${base}/list`, buyer, {
      filters: [{ field: 'status', op: 'eq', value: 'cancelled' }],
    });
    expect(cancelled.rows).toEqual([]);
    const fixed = await t.ok<PurchaseView>('GET', `/api/purchase/v1.0/detail/${purchase.code}`, buyer);
    const why = await t.refused(422, 'POST', `/api/purchase/v1.0/fix-change/${purchase.code}`, buyer, {
      version: fixed.version,
    });
    expect(why).toContain(code);
  });

  it('cancels with reversing moves, restoring the value, and refuses a second cancel', async () => {
    const before = await stockValue();
    const view = await t.ok<FreightCostView>('POST', `${base}/cancel/${code}`, buyer, { note: '금액 오류' });
    expect([view.status, view.cancelNote]).toEqual(['cancelled', '금액 오류']);
    expect(await stockValue()).toBe(before - 10_000);
    expect(await balance(oil)).toEqual({ qty: 10, value: 30_000 });
    const moves = await queryRows<{ n: number; v: string }>(
      t.db,
      sql`select count(*)::int as n, sum(value) as v from stock_moves where doc_kind = 'freight' and doc_code = ${code}`,
    );
    expect([moves[0]?.n, Number(moves[0]?.v)]).toEqual([4, 0]);
    expect(await t.refused(422, 'POST', `${base}/cancel/${code}`, buyer, {})).toContain('이미 취소');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});

describe('freight by quantity and refusals', () => {
  it('splits by units when chosen, remainders to the largest fractions', async () => {
    // 1,000 without VAT over 10 and 20 units: 333 and 667 (1,000 exactly).
    const view = await t.ok<FreightCostView>(
      'POST',
      `${base}/register`,
      buyer,
      bill({ amount: 1_000, vatIncluded: false, basis: 'qty' }),
    );
    expect(view.lines.map((l) => l.share)).toEqual([333, 667]);
    expect(view.vat).toBe(0);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses a missing, unfixed or move document, a zero amount and bad input', async () => {
    await t.refused(404, 'POST', `${base}/register`, buyer, bill({ docCode: 'R99999999' }));
    const draft = await buy([{ partCode: oil, qty: 1, unitPrice: 3_000 }], false);
    expect(await t.refused(422, 'POST', `${base}/register`, buyer, bill({ docCode: draft.code }))).toContain(
      '확정되지 않았습니다',
    );
    await t.refused(
      404,
      'POST',
      `${base}/register`,
      buyer,
      bill({ docKind: 'move', docCode: 'H20991231-0001' }),
    );
    expect(await t.refused(422, 'POST', `${base}/register`, buyer, bill({ amount: 0 }))).toContain(
      '운임 금액',
    );
    expect(await t.refused(422, 'POST', `${base}/register`, buyer, bill({ amount: 10.5 }))).toContain(
      '운임 금액',
    );
    expect(await t.refused(422, 'POST', `${base}/register`, buyer, bill({ carrierName: ' ' }))).toContain(
      '운송사',
    );
    expect(await t.refused(422, 'POST', `${base}/register`, buyer, bill({ basis: 'weight' }))).toContain(
      '배부 기준',
    );
    await t.refused(404, 'POST', `${base}/cancel/F20000101-0001`, buyer, {});
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses to cancel once the goods carrying the freight were sold', async () => {
    const cheap = await newPart(t, admin, {
      partNo: 'FC-CAP',
      name: '캡',
      salePrice: 500,
      purchasePrice: 100,
    });
    const p = await buy([{ partCode: cheap, qty: 2, unitPrice: 100 }]);
    const view = await t.ok<FreightCostView>(
      'POST',
      `${base}/register`,
      buyer,
      bill({ docCode: p.code, amount: 1_000, vatIncluded: false }),
    );
    await fixedOrder(t, admin, customerCode, [{ partCode: cheap, qty: 2, unitPrice: 500 }]);
    expect(await t.refused(422, 'POST', `${base}/cancel/${view.code}`, buyer, {})).toContain('이미 출고');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('is closed to accounts outside the purchase desk', async () => {
    const courier = await loginStaff(t, 'fc-courier', 'cirkep');
    await t.refused(403, 'POST', `${base}/list`, courier, {});
  });
});

describe('freight on a warehouse move', () => {
  const M = '/api/stock/v1.0/warehouse-move';
  const busan = async (partCode: string) => {
    const [row] = await queryRows<{ qty: number; value: string }>(
      t.db,
      sql`select b.qty, b.value from stock_balances b join parts p on p.id = b.part_id
          where p.code = ${partCode} and b.warehouse_code = 'BUSAN'`,
    );
    return { qty: Number(row?.qty ?? 0), value: Number(row?.value ?? 0) };
  };

  it('waits for the receipt, then lands on what arrived at the destination, not on units short', async () => {
    await saveWarehouse(t, admin, 'BUSAN', '부산 창고');
    let move = await t.ok<{ code: string; version: number }>('POST', `${M}/request`, admin, {
      fromWarehouseCode: 'MAIN',
      toWarehouseCode: 'BUSAN',
      lines: [
        { partCode: oil, qty: 2 },
        { partCode: filter, qty: 1 },
      ],
    });
    move = await t.ok('POST', `${M}/ship/${move.code}`, admin, { version: move.version });
    const onMove = bill({ docKind: 'move', docCode: move.code, amount: 3_000, vatIncluded: false });
    expect(await t.refused(422, 'POST', `${base}/register`, buyer, onMove)).toContain('아직 입고되지');
    // Both oils arrive; the filter never does.
    for (let i = 0; i < 2; i += 1) await t.ok('POST', `${M}/scan/${move.code}`, admin, { barcode: 'FC-OIL' });
    move = await t.ok('GET', `${M}/detail/${move.code}`, admin);
    await t.ok('POST', `${M}/receive/${move.code}`, admin, { version: move.version });
    const before = { oil: await busan(oil), filter: await busan(filter) };
    const saved = await t.ok<FreightCostView>('POST', `${base}/register`, buyer, onMove);
    expect(saved.lines.map((l) => [l.partCode, l.warehouseCode, l.qty])).toEqual([[oil, 'BUSAN', 2]]);
    expect((await busan(oil)).value).toBe(before.oil.value + 3_000);
    expect(await busan(filter)).toEqual(before.filter);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});
