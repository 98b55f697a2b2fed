import type { ListPage, PartSaveResult, PartStockRow, SupplierPart, SupplierSaveResult } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;
let admin: string;
let supplierA = '';
let supplierB = '';

const list = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/product/v1.0/page/list', { cookie: staff, body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.response as ListPage<PartStockRow>;
};
const register = (body: Record<string, unknown>) =>
  t.call('POST', '/api/product/v1.0/insert', { cookie: staff, body });
const supplier = async (name: string) => {
  const res = await t.call('POST', '/api/product/v1.0/supplier/insert', { cookie: staff, body: { name } });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.response as SupplierSaveResult).supplier.code;
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'r-staff');
  admin = await loginStaff(t, 'r-admin', 'admin');
  for (const [code, name] of [
    ['W1', '본사 창고'],
    ['W2', '부산 창고'],
  ]) {
    const res = await t.call('POST', '/api/stock/v1.0/warehouse/save', {
      cookie: admin,
      body: { code, name },
    });
    expect(res.status, res.body.message).toBe(200);
  }
  supplierA = await supplier('세방전지 대리점');
  supplierB = await supplier('델코 총판');
});
afterAll(async () => t.close());

describe('part registration with barcodes and suppliers (PartRegistration)', () => {
  it('registers the part, its barcode and its suppliers with their own numbers and prices at once', async () => {
    const res = await register({
      partNo: 'RB-100',
      name: '헤드램프 LH 아반떼AD',
      salePrice: 120_000,
      purchasePrice: 90_000,
      barcodes: ['https://x.kr/p/8801234567893'],
      suppliers: [
        { supplierCode: supplierA, supplierPartNo: 'SB-RB100', purchasePrice: 88_000, preferred: true },
        { supplierCode: supplierB.toLowerCase(), purchasePrice: 91_000 },
      ],
    });
    expect(res.status, res.body.message).toBe(200);
    const { part } = res.body.response as PartSaveResult;
    expect(part).toMatchObject({ name: '헤드램프 LH', carModel: '아반떼AD' });

    const barcodes = await t.call('GET', `/api/barcode/v1.0/part/list/${part.code}`, { cookie: staff });
    expect((barcodes.body.response as { value: string }[]).map((b) => b.value)).toEqual(['/p/8801234567893']);

    const vendors = await t.call('POST', '/api/product/v1.0/vendor/page/list', {
      cookie: staff,
      body: { filters: [{ field: 'partCode', op: 'eq', value: part.code }] },
    });
    const links = (vendors.body.response as ListPage<SupplierPart>).rows;
    expect(links.map((l) => [l.supplierCode, l.supplierPartNo, l.purchasePrice, l.preferred]).sort()).toEqual(
      [
        [supplierA, 'SB-RB100', 88_000, true],
        [supplierB, null, 91_000, false],
      ].sort(),
    );

    // The scanned address finds it through the search box, as the list's scanner field sends it.
    const found = await list({ keyword: 'https://x.kr/p/8801234567893' });
    expect(found.rows.map((r) => r.code)).toEqual([part.code]);
    expect(found.rows[0]!.matchedBy).toBe('barcode');

    const history = await t.call('GET', `/api/product/v1.0/price/history/${part.code}`, { cookie: staff });
    const rows = history.body.response as {
      supplierCode: string | null;
      purchasePriceAfter: number | null;
    }[];
    expect(
      rows
        .filter((r) => r.supplierCode !== null)
        .map((r) => r.purchasePriceAfter)
        .sort(),
    ).toEqual([88_000, 91_000]);
  });

  it('refuses the whole registration when a barcode is already another part’s, leaving no part behind', async () => {
    const first = await register({ partNo: 'DUP-1', name: '오일필터', barcodes: ['8801234567800'] });
    expect(first.status, first.body.message).toBe(200);
    const second = await register({ partNo: 'DUP-2', name: '에어필터 단독품', barcodes: ['8801234567800'] });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('E2002');
    expect(second.body.message).toContain('바코드');
    expect((await list({ filters: [{ field: 'partNo', op: 'eq', value: 'DUP-2' }] })).total).toBe(0);
  });

  it('refuses an unknown supplier and the same supplier twice with Korean messages naming the field', async () => {
    const unknown = await register({
      partNo: 'SUP-X',
      name: '브레이크패드',
      suppliers: [{ supplierCode: 'S999999', purchasePrice: 1000 }],
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    const twice = await register({
      partNo: 'SUP-Y',
      name: '브레이크패드',
      suppliers: [
        { supplierCode: supplierA, purchasePrice: 1000 },
        { supplierCode: supplierA, purchasePrice: 1100 },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toContain('매입처');
    const badPrice = await register({
      partNo: 'SUP-Z',
      name: '브레이크패드',
      suppliers: [{ supplierCode: supplierA, purchasePrice: -5 }],
    });
    expect(badPrice.status).toBe(422);
    expect(badPrice.body.message).toContain('매입 단가');
    for (const partNo of ['SUP-X', 'SUP-Y', 'SUP-Z']) {
      expect((await list({ filters: [{ field: 'partNo', op: 'eq', value: partNo }] })).total).toBe(0);
    }
  });
});

describe('part list stock columns', () => {
  it('gives each row its on-hand quantity per warehouse and the total, zero where nothing is kept', async () => {
    const made = await register({ partNo: 'STK-1', name: '와이퍼 650' });
    const other = await register({ partNo: 'STK-2', name: '와이퍼 500' });
    const code = (made.body.response as PartSaveResult).part.code;
    const otherCode = (other.body.response as PartSaveResult).part.code;
    for (const [warehouseCode, qty] of [
      ['W1', 7],
      ['W2', 3],
    ] as const) {
      const res = await t.call('POST', '/api/stock/v1.0/adjust', {
        cookie: admin,
        body: { partCode: code, warehouseCode, qty, reason: 'opening' },
      });
      expect(res.status, res.body.message).toBe(200);
    }
    const page = await list({ filters: [{ field: 'partNo', op: 'startsWith', value: 'STK-' }] });
    const byCode = new Map(page.rows.map((r) => [r.code, r]));
    expect(byCode.get(code)).toMatchObject({ stock: { W1: 7, W2: 3 }, stockTotal: 10 });
    expect(byCode.get(otherCode)).toMatchObject({ stock: {}, stockTotal: 0 });
  });
});
