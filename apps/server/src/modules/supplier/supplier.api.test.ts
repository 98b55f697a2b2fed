import type {
  ListPage,
  Part,
  PartPriceChange,
  Supplier,
  SupplierDuplicateGroup,
  SupplierPart,
  SupplierSaveResult,
} from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSheet, sheetOf } from '../../test/excel-upload.js';
import { createPart, loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;
let part: Part;

const createSupplier = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/product/v1.0/supplier/insert', { cookie: staff, body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.response as SupplierSaveResult;
};

const xlsx = (rows: (string | number)[][]) => sheetOf(rows);
const importSupplierSheet = (entity: string, buffer: Buffer) => importSheet(t, staff, entity, buffer);

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'sup-staff');
  part = await createPart(t, staff, {
    partNo: 'SP1399',
    name: '브레이크패드 앞',
    carModel: 'K5',
    purchasePrice: 30_000,
  });
});
afterAll(async () => t.close());

describe('suppliers', () => {
  it('registers a supplier with a generated code and a formatted business number', async () => {
    const { supplier, duplicates } = await createSupplier({
      name: '(주)상신유통',
      bizNo: '1248100998',
      phone: '0513277700',
    });
    expect(supplier.code).toMatch(/^S\d{6}$/);
    expect(supplier).toMatchObject({ bizNo: '124-81-00998', phone: '051-327-7700' });
    expect(duplicates).toEqual([]);
  });

  it('refuses a business number with a wrong check digit, naming the field', async () => {
    const res = await t.refused(422, 'POST', '/api/product/v1.0/supplier/insert', staff, {
      name: '틀린번호상사',
      bizNo: '1248100999',
    });
    expect(res).toContain('사업자등록번호');
  });

  it('warns about a probable duplicate by business number or by name without corporate marks', async () => {
    const { duplicates } = await createSupplier({ name: '상신 유통 주식회사', bizNo: '124-81-00998' });
    expect(duplicates.map((d) => d.reason)).toEqual(['같은 사업자등록번호']);
    const dup = await t.call('GET', '/api/product/v1.0/vendor/duplicate/list', { cookie: staff });
    const groups = dup.body.response as SupplierDuplicateGroup[];
    expect(groups.map((g) => g.reason).sort()).toEqual(['bizNo', 'name']);
    expect(groups.find((g) => g.reason === 'name')!.suppliers).toHaveLength(2);
  });

  it('modifies at the version read and finds suppliers by a Hangul substring', async () => {
    const { supplier } = await createSupplier({ name: '한빛부품' });
    const res = await t.call('POST', `/api/product/v1.0/supplier/update/${supplier.code}`, {
      cookie: staff,
      body: { name: '한빛자동차부품', contactName: '김담당', version: supplier.version },
    });
    expect((res.body.response as SupplierSaveResult).supplier).toMatchObject({
      name: '한빛자동차부품',
      version: 2,
    });
    await t.refused(409, 'POST', `/api/product/v1.0/supplier/update/${supplier.code}`, staff, {
      name: '덮어쓰기',
      version: 1,
    });
    const list = await t.call('POST', '/api/product/v1.0/supplier/page/list', {
      cookie: staff,
      body: { keyword: '자동차' },
    });
    expect((list.body.response as ListPage<Supplier>).rows.map((s) => s.code)).toEqual([supplier.code]);
  });
});

describe('supplier part links', () => {
  it("keeps a supplier's own part number and price, and puts its price changes into the part's history", async () => {
    const { supplier } = await createSupplier({ name: '대성부품' });
    const link = (purchasePrice: number) =>
      t.call('POST', '/api/product/v1.0/vendor/save', {
        cookie: staff,
        body: {
          supplierCode: supplier.code,
          partCode: part.code,
          supplierPartNo: 'DS-99-1',
          purchasePrice,
          preferred: true,
          priceChangeReason: '단가 인상',
        },
      });
    expect((await link(31_000)).status).toBe(200);
    const res = await link(32_500);
    expect((res.body.response as SupplierPart[])[0]).toMatchObject({
      supplierCode: supplier.code,
      supplierPartNo: 'DS-99-1',
      purchasePrice: 32_500,
      preferred: true,
    });
    const history = await t.call('GET', `/api/product/v1.0/price/history/${part.code}`, { cookie: staff });
    const rows = (history.body.response as PartPriceChange[]).filter((r) => r.supplierCode === supplier.code);
    expect(rows.map((r) => [r.purchasePriceBefore, r.purchasePriceAfter])).toEqual([
      [31_000, 32_500],
      [null, 31_000],
    ]);
    const bySupplierNo = await t.call('POST', '/api/product/v1.0/vendor/page/list', {
      cookie: staff,
      body: { filters: [{ field: 'supplierPartNo', op: 'startsWith', value: 'ds99' }] },
    });
    expect((bySupplierNo.body.response as ListPage<SupplierPart>).rows.map((r) => r.partCode)).toEqual([
      part.code,
    ]);
  });

  it('keeps one main supplier per part and removes a link', async () => {
    const a = (await createSupplier({ name: '가 상사' })).supplier;
    const b = (await createSupplier({ name: '나 상사' })).supplier;
    for (const s of [a, b]) {
      await t.call('POST', '/api/product/v1.0/vendor/save', {
        cookie: staff,
        body: { supplierCode: s.code, partCode: part.code, purchasePrice: 29_000, preferred: true },
      });
    }
    const list = await t.call('POST', '/api/product/v1.0/vendor/page/list', {
      cookie: staff,
      body: {
        filters: [
          { field: 'preferred', op: 'eq', value: true },
          { field: 'partCode', op: 'eq', value: part.code },
        ],
      },
    });
    expect((list.body.response as ListPage<SupplierPart>).rows.map((r) => r.supplierCode)).toEqual([b.code]);
    expect(
      (await t.call('DELETE', `/api/product/v1.0/vendor/delete/${a.code}/${part.code}`, { cookie: staff }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/product/v1.0/vendor/delete/${a.code}/${part.code}`, { cookie: staff }))
        .status,
    ).toBe(404);
  });
});

describe('Excel imports', () => {
  it('imports parts with Korean headers, brand by name, the car model split from the name', async () => {
    await t.call('POST', '/api/product/v1.0/brand/insert', {
      cookie: staff,
      body: { code: 'CAPAS', name: '캐프' },
    });
    const { staged, final } = await importSupplierSheet(
      'part',
      await xlsx([
        ['품번', '품명', '브랜드', '판매가', '매입가'],
        ['CAPAS-650', '와이퍼 650mm', '캐프', '13,000', 7500],
        ['92101-F2000', '헤드램프 LH 아반떼AD', '', 298000, 215000],
        ['', '품번없음', '', 1, 1],
      ]),
    );
    expect(staged.validRows).toBe(2);
    expect(staged.errors.map((e) => [e.row, e.label])).toEqual([[4, '품번']]);
    expect(final.status, final.failure ?? '').toBe('done');
    const list = await t.call('POST', '/api/product/v1.0/page/list', {
      cookie: staff,
      body: { filters: [{ field: 'partNo', op: 'startsWith', value: '92101' }] },
    });
    expect((list.body.response as ListPage<Part>).rows[0]).toMatchObject({
      name: '헤드램프 LH',
      carModel: '아반떼AD',
      salePrice: 298_000,
    });
    const wiper = await t.call('POST', '/api/product/v1.0/page/list', {
      cookie: staff,
      body: { filters: [{ field: 'brandCode', op: 'eq', value: 'CAPAS' }] },
    });
    expect((wiper.body.response as ListPage<Part>).rows.map((p) => p.salePrice)).toEqual([13_000]);
  });

  it('imports supplier links by part number and stops with a Korean reason on an unknown part', async () => {
    const { supplier } = await createSupplier({ name: '엑셀상사' });
    const ok = await importSupplierSheet(
      'part-vendor',
      await xlsx([
        ['매입처', '품번', '매입처 품번', '매입 단가'],
        [supplier.code, 'sp-1399', 'EX-1', 28_000],
      ]),
    );
    expect(ok.final.status).toBe('done');
    const bad = await importSupplierSheet(
      'part-vendor',
      await xlsx([
        ['매입처', '품번', '매입 단가'],
        [supplier.code, 'NO-SUCH', 1],
      ]),
    );
    expect(bad.final.status).toBe('failed');
    expect(bad.final.failure).toContain('NO-SUCH');
  });

  it('imports suppliers and brands', async () => {
    const suppliers = await importSupplierSheet(
      'supplier',
      await xlsx([
        ['매입처명', '전화번호'],
        ['시트상사', '02-555-1234'],
      ]),
    );
    expect(suppliers.final.status).toBe('done');
    const brands = await importSupplierSheet(
      'brand',
      await xlsx([
        ['브랜드 코드', '브랜드명'],
        ['bosch', '보쉬'],
      ]),
    );
    expect(brands.final.status).toBe('done');
    const brand = await t.call('GET', '/api/product/v1.0/brand/single/BOSCH', { cookie: staff });
    expect(brand.body.response).toMatchObject({ code: 'BOSCH', name: '보쉬' });
  });
});
