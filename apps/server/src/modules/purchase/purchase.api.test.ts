import type { PurchaseUnitLines, PurchaseView, SupplierPayable, UnitBarcode } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  fixedOrder,
  loginStaff,
  newCustomer,
  newPart,
  newSupplier,
  onHand as onHandOf,
  saveWarehouse,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

let t: TestApp;
let admin: string;
let clerk: string;
let customerUser: string;
let supplierCode: string;
let battery: string;
let wiper: string;
let taxIncluded: string;

const onHand = (partCode: string) => onHandOf(t, clerk, partCode);
const payable = async (): Promise<number> =>
  ((await t.ok('GET', `/api/purchase/v1.0/supplier/payable/${supplierCode}`, clerk)) as SupplierPayable)
    .balance;
/** Sums straight from the ledgers, to hold the cached figures against. */
const ledgerSums = async (partCode: string) => {
  const [stock] = await queryRows<{ n: number }>(
    t.db,
    sql`select coalesce(sum(m.qty), 0)::int as n from stock_moves m join parts p on p.id = m.part_id
        where p.code = ${partCode} and m.warehouse_code = 'MAIN'`,
  );
  const [money] = await queryRows<{ n: number }>(
    t.db,
    sql`select coalesce(sum(l.amount), 0)::bigint as n from supplier_ledger_entries l
        join suppliers s on s.id = l.supplier_id where s.code = ${supplierCode}`,
  );
  return { stock: Number(stock?.n ?? 0), payable: Number(money?.n ?? 0) };
};
const register = (lines: { partCode: string; qty: number; unitPrice: number }[], extra = {}) =>
  t.ok('POST', '/api/purchase/v1.0/insert', clerk, {
    supplierCode,
    warehouseCode: 'MAIN',
    purchaseDate: '20261120',
    lines,
    ...extra,
  }) as Promise<PurchaseView>;
const issueUnits = (code: string, partCode: string, qty: number) =>
  t.call('POST', '/api/barcode/v1.0/unit/create', {
    cookie: clerk,
    body: { partCode, qty, docKind: 'purchase', docCode: code },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'pu-admin', 'admin');
  clerk = await loginStaff(t, 'pu-clerk');
  await t.addAccount({ loginId: 'pu-cust', kind: 'customer', role: 'cust', customerCode: 'C000001' });
  customerUser = await t.login('pu-cust', 'customer');
  await saveWarehouse(t, admin);
  supplierCode = await newSupplier(t, clerk, { name: '세방전지 대리점' });
  battery = await newPart(t, admin, { partNo: 'PU-GB90L', name: '배터리 90Ah', salePrice: 120_000 });
  wiper = await newPart(t, admin, { partNo: 'PU-WB600', name: '와이퍼 600', salePrice: 9_000 });
  taxIncluded = await newPart(t, admin, {
    partNo: 'PU-OIL4L',
    name: '엔진오일 4L',
    salePrice: 44_000,
    vatIncluded: true,
  });
});
afterAll(async () => t.close());

describe('purchase register, fix and fix change', () => {
  it('registers a draft priced by each part VAT flag, moving nothing yet', async () => {
    const before = await onHand(battery);
    const draft = await register([
      { partCode: battery, qty: 3, unitPrice: 70_000 },
      { partCode: taxIncluded, qty: 2, unitPrice: 33_000 },
    ]);
    // Its own letter, so a purchase code never reads as a part (P0000008) or a payment.
    expect(draft.code).toMatch(/^R\d{8}$/);
    expect(draft).toMatchObject({ status: 'draft', supplierCode, purchaseDate: '20261120', version: 1 });
    // The screens show the warehouse's name, never its code.
    expect(draft).toMatchObject({ warehouseCode: 'MAIN', warehouseName: '본사 창고' });
    // 210 000 + 21 000 VAT, and 66 000 VAT-inclusive = 60 000 + 6 000.
    expect(draft.lines.map((l) => [l.supply, l.vat, l.total])).toEqual([
      [210_000, 21_000, 231_000],
      [60_000, 6_000, 66_000],
    ]);
    expect({ supply: draft.supply, vat: draft.vat, total: draft.total }).toEqual({
      supply: 270_000,
      vat: 27_000,
      total: 297_000,
    });
    expect(await onHand(battery)).toBe(before);
  });

  it('fixes: stock in and payable up together, each equal to the sum of its ledger; fix change reverses both', async () => {
    const stockBefore = await onHand(wiper);
    const payBefore = await payable();
    const draft = await register([{ partCode: wiper, qty: 10, unitPrice: 4_000 }]);
    const fixed = (await t.ok('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {
      version: draft.version,
    })) as PurchaseView;
    expect(fixed.status).toBe('fixed');
    expect(fixed.fixedByName).toBe('pu-clerk 테스트');
    expect(await onHand(wiper)).toBe(stockBefore + 10);
    expect(await payable()).toBe(payBefore + 44_000);
    expect(await ledgerSums(wiper)).toEqual({ stock: await onHand(wiper), payable: await payable() });
    expect(await verifyLedgers(t.db)).toEqual([]);

    const again = await t.refused(422, 'POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {});
    expect(again).toContain('이미 확정된 매입');

    const unfixed = (await t.ok('POST', `/api/purchase/v1.0/fix-change/${draft.code}`, clerk, {
      version: fixed.version,
    })) as PurchaseView;
    expect(unfixed.status).toBe('draft');
    expect(await onHand(wiper)).toBe(stockBefore);
    expect(await payable()).toBe(payBefore);
    expect(await ledgerSums(wiper)).toEqual({ stock: await onHand(wiper), payable: await payable() });
    // Reversing entries, never deletes: the purchase and its cancel are both on the ledger.
    const ledger = (await t.ok('GET', `/api/purchase/v1.0/supplier/ledger/${supplierCode}`, clerk)) as {
      kind: string;
      amount: number;
      docCode: string;
    }[];
    expect(ledger.filter((e) => e.docCode === draft.code).map((e) => [e.kind, e.amount])).toEqual([
      ['purchase-cancel', -44_000],
      ['purchase', 44_000],
    ]);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('lists purchases by period, supplier and status, and the unfixed list holds only drafts', async () => {
    const draft = await register([{ partCode: wiper, qty: 1, unitPrice: 4_000 }], {
      purchaseDate: '2026-11-18',
    });
    expect(draft.purchaseDate).toBe('20261118');
    const list = (await t.ok('POST', '/api/purchase/v1.0/list', clerk, {
      filters: [
        { field: 'purchaseDate', op: 'between', value: ['20261118', '20261118'] },
        { field: 'supplierCode', op: 'eq', value: supplierCode },
      ],
    })) as { rows: { code: string; lineCount: number; warehouseName: string }[]; total: number };
    expect(list.rows.map((r) => r.code)).toEqual([draft.code]);
    expect(list.rows[0]!.lineCount).toBe(1);
    expect(list.rows[0]!.warehouseName).toBe('본사 창고');
    const unfixed = (await t.ok('POST', '/api/purchase/v1.0/unfixed/list', clerk, {
      filters: [{ field: 'status', op: 'eq', value: 'fixed' }],
    })) as { rows: { status: string }[] };
    expect(unfixed.rows.length).toBeGreaterThan(0);
    expect(unfixed.rows.every((r) => r.status === 'draft')).toBe(true);
    const detail = (await t.ok('GET', `/api/purchase/v1.0/detail/${draft.code}`, clerk)) as PurchaseView;
    expect(detail.lines[0]).toMatchObject({ partCode: wiper, qty: 1, unitPrice: 4_000 });
    // Instants are ISO strings in UTC, as a Date would print them; a draft has no fix time.
    expect(new Date(detail.createdAt).toISOString()).toBe(detail.createdAt);
    expect(Math.abs(Date.now() - Date.parse(detail.createdAt))).toBeLessThan(60_000);
    expect(detail.fixedAt).toBeNull();
  });

  it('updates a draft at the version read and refuses a stale version with 409', async () => {
    const draft = await register([{ partCode: wiper, qty: 2, unitPrice: 4_000 }]);
    const body = {
      supplierCode,
      warehouseCode: 'MAIN',
      lines: [{ partCode: wiper, qty: 5, unitPrice: 3_800 }],
      version: draft.version,
    };
    const updated = (await t.ok(
      'POST',
      `/api/purchase/v1.0/update/${draft.code}`,
      clerk,
      body,
    )) as PurchaseView;
    expect(updated).toMatchObject({ version: 2, supply: 19_000, total: 20_900 });
    const stale = await t.refused(409, 'POST', `/api/purchase/v1.0/update/${draft.code}`, clerk, body);
    expect(stale).toContain('다른 사용자가 먼저');
    await t.refused(409, 'POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, { version: 1 });
  });

  it('refuses bad input with a Korean message naming the field, writing nothing', async () => {
    const [before] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from purchases`);
    const cases: [Record<string, unknown>, string][] = [
      [{ supplierCode: '', lines: [{ partCode: wiper, qty: 1, unitPrice: 1 }] }, '매입처'],
      [{ supplierCode, lines: [] }, '매입 품목'],
      [{ supplierCode, lines: [{ partCode: wiper, qty: 0, unitPrice: 1 }] }, '수량'],
      [{ supplierCode, lines: [{ partCode: wiper, qty: 1, unitPrice: -5 }] }, '단가'],
      [
        { supplierCode, purchaseDate: '20261131', lines: [{ partCode: wiper, qty: 1, unitPrice: 1 }] },
        '매입일',
      ],
      [{ supplierCode: 'S999999', lines: [{ partCode: wiper, qty: 1, unitPrice: 1 }] }, '매입처'],
      [{ supplierCode, warehouseCode: 'NOPE', lines: [{ partCode: wiper, qty: 1, unitPrice: 1 }] }, '창고'],
      [{ supplierCode, lines: [{ partCode: 'P9999999', qty: 1, unitPrice: 1 }] }, '1번째 줄 품목'],
      [
        {
          supplierCode,
          lines: [
            { partCode: wiper, qty: 1, unitPrice: 1 },
            { partCode: wiper, qty: 2, unitPrice: 1 },
          ],
        },
        '2번째 줄 품목',
      ],
      // The part's own price limit (100억 원), and a document total past 1조 원.
      [{ supplierCode, lines: [{ partCode: wiper, qty: 1, unitPrice: 10_000_000_001 }] }, '단가'],
      [{ supplierCode, lines: [{ partCode: wiper, qty: 99_999, unitPrice: 10_000_000_000 }] }, '매입 합계'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('POST', '/api/purchase/v1.0/insert', { cookie: clerk, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toMatch(/E/);
      expect(res.body.message).toContain(field);
    }
    const [after] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from purchases`);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses the fix change once the goods were sold, with the stock message, and changes nothing', async () => {
    const oil = await newPart(t, admin, { partNo: 'PU-SOLD1', name: '판매될 필터', salePrice: 5_000 });
    const draft = await register([{ partCode: oil, qty: 2, unitPrice: 3_000 }]);
    const fixed = (await t.ok('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {})) as PurchaseView;
    const customerCode = await newCustomer(t, clerk, '매입테스트정비');
    await fixedOrder(t, clerk, customerCode, [{ partCode: oil, qty: 1, unitPrice: 5_000 }]);
    const payBefore = await payable();
    const refused = await t.refused(422, 'POST', `/api/purchase/v1.0/fix-change/${draft.code}`, clerk, {});
    expect(refused).toContain('이미 판매되었거나');
    expect(refused).toContain('재고가 부족합니다');
    expect(await onHand(oil)).toBe(1);
    expect(await payable()).toBe(payBefore);
    const still = (await t.ok('GET', `/api/purchase/v1.0/detail/${draft.code}`, clerk)) as PurchaseView;
    expect(still).toMatchObject({ status: 'fixed', version: fixed.version });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('is staff only: a customer user gets 403 on every purchase call', async () => {
    for (const [method, url] of [
      ['POST', '/api/purchase/v1.0/insert'],
      ['POST', '/api/purchase/v1.0/list'],
      ['GET', '/api/purchase/v1.0/detail/P00000001'],
      ['POST', '/api/purchase/v1.0/fix/P00000001'],
      ['POST', '/api/purchase/v1.0/fix-change/P00000001'],
      ['GET', '/api/barcode/v1.0/print/info/purchase/P00000001'],
    ] as const) {
      const res = await t.call(method, url, {
        cookie: customerUser,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(res.status, url).toBe(403);
    }
    const anonymous = await t.call('POST', '/api/purchase/v1.0/list', { body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('unit barcodes of a purchase', () => {
  it('issues no more units than bought, per part, and refuses a part the purchase lacks', async () => {
    const draft = await register([
      { partCode: battery, qty: 2, unitPrice: 70_000 },
      { partCode: wiper, qty: 1, unitPrice: 4_000 },
    ]);
    const first = await issueUnits(draft.code, battery, 2);
    expect(first.status, first.body.message).toBe(200);
    const units = first.body.response as UnitBarcode[];
    expect(units.map((u) => [u.state, u.docKind, u.docCode, u.warehouseCode])).toEqual([
      ['created', 'purchase', draft.code, 'MAIN'],
      ['created', 'purchase', draft.code, 'MAIN'],
    ]);
    const over = await issueUnits(draft.code, battery, 1);
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('더 발행할 수 있는 수: 0개');
    const stranger = await issueUnits(draft.code, taxIncluded, 1);
    expect(stranger.status).toBe(422);
    expect(stranger.body.message).toContain('품목');
    const unknown = await issueUnits('P99999999', battery, 1);
    expect(unknown.status).toBe(404);
    const info = (await t.ok(
      'GET',
      `/api/barcode/v1.0/print/info/purchase/${draft.code.toLowerCase()}`,
      clerk,
    )) as PurchaseUnitLines;
    expect(info.lines.map((l) => [l.partCode, l.qty, l.issued, l.inStock])).toEqual([
      [battery, 2, 2, 0],
      [wiper, 1, 0, 0],
    ]);
    // A draft cannot drop below the units already printed for it.
    const shrink = await t.refused(422, 'POST', `/api/purchase/v1.0/update/${draft.code}`, clerk, {
      supplierCode,
      lines: [{ partCode: battery, qty: 1, unitPrice: 70_000 }],
      version: draft.version,
    });
    expect(shrink).toContain('이미 2개 발행');
  });

  it('records purchase_in on the units at the fix, at once for a fixed purchase, and 매입 입고 in the history', async () => {
    const draft = await register([{ partCode: battery, qty: 3, unitPrice: 70_000 }]);
    const early = (await issueUnits(draft.code, battery, 2)).body.response as UnitBarcode[];
    await t.ok('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {});
    const late = await issueUnits(draft.code, battery, 1);
    expect(late.status, late.body.message).toBe(200);
    expect((late.body.response as UnitBarcode[])[0]!.state).toBe('in_stock');
    const info = (await t.ok(
      'GET',
      `/api/barcode/v1.0/print/info/purchase/${draft.code}`,
      clerk,
    )) as PurchaseUnitLines;
    expect(info.lines[0]).toMatchObject({ qty: 3, issued: 3, inStock: 3 });
    const history = (await t.ok('POST', '/api/barcode/v1.0/unit/history', clerk, {
      value: early[0]!.value,
    })) as {
      unit: UnitBarcode;
      events: { event: string; eventLabel: string; docCode: string | null }[];
    };
    expect(history.unit.state).toBe('in_stock');
    expect(history.events.map((e) => e.eventLabel)).toEqual(['바코드 발행', '매입 입고']);
    expect(history.events[1]!.docCode).toBe(draft.code);

    // The fix change takes the units off the shelf again (state created), recorded in their history.
    await t.ok('POST', `/api/purchase/v1.0/fix-change/${draft.code}`, clerk, {});
    const after = (await t.ok('POST', '/api/barcode/v1.0/unit/history', clerk, {
      value: early[0]!.value,
    })) as {
      unit: UnitBarcode;
      events: { eventLabel: string }[];
    };
    expect(after.unit.state).toBe('created');
    expect(after.events.map((e) => e.eventLabel)).toEqual(['바코드 발행', '매입 입고', '매입 확정 취소']);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses the fix change when one of its units has left the shelf', async () => {
    const draft = await register([{ partCode: wiper, qty: 2, unitPrice: 4_000 }]);
    await t.ok('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {});
    const [unit] = (await issueUnits(draft.code, wiper, 1)).body.response as UnitBarcode[];
    await t.ok('POST', '/api/barcode/v1.0/unit/event', clerk, { value: unit!.value, event: 'sale_out' });
    const refused = await t.refused(422, 'POST', `/api/purchase/v1.0/fix-change/${draft.code}`, clerk, {});
    expect(refused).toContain(unit!.value);
    const still = (await t.ok('GET', `/api/purchase/v1.0/detail/${draft.code}`, clerk)) as PurchaseView;
    expect(still.status).toBe('fixed');
  });
});
