import type { Part, PartPriceChange, PartSaveResult, PartSet, PartSetExpansion } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.table.js';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { parts } from './part.table.js';

let t: TestApp;
let staff: string;
let other: string;

const create = async (body: Record<string, unknown>, cookie = staff): Promise<Part> => {
  const res = await t.call('POST', '/api/product/v1.0/insert', { cookie, body });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.response as PartSaveResult).part;
};
const history = async (code: string) =>
  (await t.call('GET', `/api/product/v1.0/price/history/${code}`, { cookie: staff })).body
    .response as PartPriceChange[];

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'p-staff');
  other = await loginStaff(t, 'p-admin', 'admin');
  expect(
    (
      await t.call('POST', '/api/product/v1.0/brand/insert', {
        cookie: staff,
        body: { code: 'rocket', name: '로케트' },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await t.call('POST', '/api/product/v1.0/kind/insert', {
        cookie: staff,
        body: { name: '배터리', oldPaybackCode: 'BAT' },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => t.close());

describe('part register', () => {
  it('generates the code, splits the car model from the name and starts the price history', async () => {
    const p = await create({
      partNo: '92101-3X000',
      name: '헤드램프 LH 아반떼MD',
      salePrice: 185_000,
      purchasePrice: 120_000,
    });
    expect(p.code).toMatch(/^P\d{7}$/);
    expect(p).toMatchObject({
      name: '헤드램프 LH',
      carModel: '아반떼MD',
      partNoNorm: '921013X000',
      unit: 'EA',
    });
    expect(p.salePriceSupply + p.salePriceVat).toBe(185_000 + 18_500);
    const rows = await history(p.code);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      salePriceBefore: null,
      salePriceAfter: 185_000,
      purchasePriceAfter: 120_000,
      via: 'create.full',
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.code));
    expect(audits.map((a) => a.action)).toEqual(['part.create.full']);
  });

  it('keeps a car model typed on its own and splits VAT out of a VAT-inclusive price', async () => {
    const p = await create({
      partNo: 'GB80L',
      name: '배터리 80AH',
      carModel: '쏘나타',
      salePrice: 110_000,
      vatIncluded: true,
      brandCode: 'ROCKET',
      kindCode: '01',
    });
    expect(p).toMatchObject({
      name: '배터리 80AH',
      carModel: '쏘나타',
      brandName: '로케트',
      kindName: '배터리',
    });
    expect(p).toMatchObject({ salePriceSupply: 100_000, salePriceVat: 10_000 });
  });

  it('names every bad field in Korean and writes nothing', async () => {
    const res = await t.refused(422, 'POST', '/api/product/v1.0/insert', staff, {
      partNo: '',
      name: '불량입력',
      salePrice: 1.5,
      purchasePrice: -1,
      properStock: 'x',
    });
    for (const label of ['품번', '판매가', '매입가', '적정 재고']) expect(res).toContain(label);
    expect(await t.db.select().from(parts).where(eq(parts.name, '불량입력'))).toEqual([]);
  });

  it('refuses an unknown brand with 422 naming the field', async () => {
    const res = await t.refused(422, 'POST', '/api/product/v1.0/insert', staff, {
      partNo: 'X-1',
      name: '없는브랜드',
      brandCode: 'NOPE',
    });
    expect(res).toContain('브랜드');
  });

  it('refuses a part number of only spaces and hyphens, which no part-number search could find', async () => {
    for (const [url, body] of [
      ['/api/product/v1.0/insert', { partNo: '- -', name: '하이픈품번' }],
      ['/api/product/v1.0/simple/insert', { name: '하이픈품번', price: 1, purchasePrice: 1, p: '--' }],
      ['/api/product/v1.0/simple/insert', { name: '-', price: 1, purchasePrice: 1, p: '-' }],
    ] as const) {
      const res = await t.call('POST', url, { cookie: staff, body });
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.body.message).toContain('품번');
    }
    const made = await create({ partNo: 'HY-1', name: '하이픈품번' });
    const modify = await t.refused(422, 'POST', `/api/product/v1.0/update/${made.code}`, staff, {
      partNo: ' - ',
      name: '하이픈품번',
      version: made.version,
    });
    expect(modify).toContain('품번');
    await t.refused(422, 'POST', `/api/product/v1.0/copy/${made.code}`, staff, { partNo: '---' });
    expect(
      (await t.db.select().from(parts).where(eq(parts.name, '하이픈품번'))).map((p) => p.partNo),
    ).toEqual(['HY-1']);
  });

  it('warns about the same part number already registered, spelt differently', async () => {
    const first = await create({ partNo: '58101-2SA70', name: '브레이크패드 투싼IX' });
    const res = await t.call('POST', '/api/product/v1.0/insert', {
      cookie: staff,
      body: { partNo: '581012sa70', name: '브레이크패드' },
    });
    expect((res.body.response as PartSaveResult).duplicatePartNo.map((d) => d.code)).toEqual([first.code]);
  });
});

describe('part codes', () => {
  it('pad to seven digits and grow past them instead of being cut (the 10 000 000th part)', async () => {
    await t.db.execute(sql`select setval('part_code_seq', 9999998)`);
    const a = await create({ partNo: 'CODE-1', name: '코드 시험 1', salePrice: 1000 });
    const b = await create({ partNo: 'CODE-2', name: '코드 시험 2', salePrice: 1000 });
    expect([a.code, b.code]).toEqual(['P9999999', 'P10000000']);
  });
});

describe('part modify', () => {
  it('modifies at the version read, appends a price row with the reason and refuses a stale version', async () => {
    const p = await create({
      partNo: 'WF-100',
      name: '와이퍼 600mm',
      salePrice: 12_000,
      purchasePrice: 7_000,
    });
    const res = await t.call('POST', `/api/product/v1.0/update/${p.code}`, {
      cookie: staff,
      body: {
        partNo: 'WF-100',
        name: '와이퍼 600mm',
        salePrice: 13_000,
        purchasePrice: 7_000,
        version: p.version,
        priceChangeReason: '원가 인상',
      },
    });
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.response as PartSaveResult).part).toMatchObject({ salePrice: 13_000, version: 2 });
    await t.refused(409, 'POST', `/api/product/v1.0/update/${p.code}`, other, {
      partNo: 'WF-100',
      name: '덮어쓰기',
      salePrice: 1,
      version: p.version,
    });
    const rows = await history(p.code);
    expect(rows.map((r) => [r.salePriceBefore, r.salePriceAfter, r.reason])).toEqual([
      [12_000, 13_000, '원가 인상'],
      [null, 12_000, null],
    ]);
    expect(rows[0]!.changedByName).toBe('p-staff 테스트');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.code));
    const modify = audits.find((a) => a.action === 'part.modify.full')!;
    expect((modify.before as { salePrice: number }).salePrice).toBe(12_000);
    expect((modify.after as { salePrice: number }).salePrice).toBe(13_000);
  });

  it('changes name and prices from the simple form and leaves no price row when prices stay', async () => {
    const p = await create({ partNo: 'OF-1', name: '오일필터', salePrice: 8_000, purchasePrice: 4_000 });
    const res = await t.call('POST', `/api/product/v1.0/simple/update/${p.code}`, {
      cookie: staff,
      body: { name: '오일필터 K5', salePrice: 8_000, purchasePrice: 4_000, active: false, version: 1 },
    });
    expect((res.body.response as PartSaveResult).part).toMatchObject({
      name: '오일필터',
      carModel: 'K5',
      active: false,
    });
    expect(await history(p.code)).toHaveLength(1);
  });

  it('saves the description and the name with car model on their own', async () => {
    const p = await create({ partNo: 'DS-1', name: '에어필터' });
    const d = await t.call('POST', `/api/product/v1.0/description/update/${p.code}`, {
      cookie: staff,
      body: { description: '교환 주기 1만 km', version: 1 },
    });
    expect((d.body.response as PartSaveResult).part.description).toBe('교환 주기 1만 km');
    const n = await t.call('POST', `/api/product/v1.0/name/update/${p.code}`, {
      cookie: staff,
      body: { name: '에어필터', carModel: '그랜저IG', version: 2 },
    });
    expect((n.body.response as PartSaveResult).part).toMatchObject({
      carModel: '그랜저IG',
      description: '교환 주기 1만 km',
    });
  });
});

describe('copy and quick register', () => {
  it('copies a part under a new part number with its supplier links, leaving the source alone', async () => {
    const supplier = await t.call('POST', '/api/product/v1.0/supplier/insert', {
      cookie: staff,
      body: { name: '한일부품' },
    });
    const supplierCode = (supplier.body.response as { supplier: { code: string } }).supplier.code;
    const source = await create({ partNo: 'BP-F1', name: '브레이크패드 앞 쏘렌토', salePrice: 45_000 });
    await t.call('POST', '/api/product/v1.0/vendor/save', {
      cookie: staff,
      body: { supplierCode, partCode: source.code, supplierPartNo: 'HI-9981', purchasePrice: 30_000 },
    });
    const res = await t.call('POST', `/api/product/v1.0/copy/${source.code}`, {
      cookie: staff,
      body: { partNo: 'BP-F2', name: '브레이크패드 앞', carModel: '쏘렌토R' },
    });
    expect(res.status, res.body.message).toBe(200);
    const copy = (res.body.response as PartSaveResult).part;
    expect(copy).toMatchObject({ partNo: 'BP-F2', salePrice: 45_000, carModel: '쏘렌토R' });
    expect(copy.code).not.toBe(source.code);
    const detail = await t.call('GET', `/api/product/v1.0/detail/${copy.code}`, { cookie: staff });
    expect(
      (detail.body.response as { suppliers: { supplierPartNo: string }[] }).suppliers.map(
        (s) => s.supplierPartNo,
      ),
    ).toEqual(['HI-9981']);
  });

  it('refuses to copy barcodes, which belong to one part only', async () => {
    const source = await create({ partNo: 'BC-1', name: '점화플러그' });
    const res = await t.refused(422, 'POST', `/api/product/v1.0/copy/${source.code}`, staff, {
      partNo: 'BC-2',
      copyBarcodes: true,
    });
    expect(res).toContain('바코드');
  });

  it('registers from the order screen with the six values and links the supplier', async () => {
    const s = await t.call('POST', '/api/product/v1.0/supplier/insert', {
      cookie: staff,
      body: { name: '대한상사' },
    });
    const supplierCode = (s.body.response as { supplier: { code: string } }).supplier.code;
    const res = await t.call('POST', '/api/product/v1.0/simple/insert', {
      cookie: staff,
      body: {
        name: '냉각수 4L',
        norm: '4L',
        price: 15_000,
        purchasePrice: 9_000,
        p: '-',
        purchaseCode: supplierCode,
      },
    });
    expect(res.status, res.body.message).toBe(200);
    const part = (res.body.response as PartSaveResult).part;
    expect(part).toMatchObject({ partNo: '냉각수 4L', norm: '4L', salePrice: 15_000, purchasePrice: 9_000 });
    const vendors = await t.call('POST', '/api/product/v1.0/vendor/page/list', {
      cookie: staff,
      body: { filters: [{ field: 'partCode', op: 'eq', value: part.code }] },
    });
    expect(
      (vendors.body.response as { rows: { supplierCode: string; preferred: boolean }[] }).rows,
    ).toMatchObject([{ supplierCode, preferred: true }]);
  });

  it('refuses a quick register with an unknown supplier and writes no part', async () => {
    const res = await t.refused(422, 'POST', '/api/product/v1.0/simple/insert', staff, {
      name: '유령부품',
      price: 1,
      purchasePrice: 1,
      purchaseCode: 'S999999',
    });
    expect(res).toContain('매입처');
    expect(await t.db.select().from(parts).where(eq(parts.name, '유령부품'))).toEqual([]);
  });
});

describe('part sets', () => {
  it('registers a set of components and expands it into order lines', async () => {
    const pad = await create({ partNo: 'SET-A', name: '브레이크패드', salePrice: 40_000 });
    const fluid = await create({ partNo: 'SET-B', name: '브레이크오일', salePrice: 8_000 });
    const res = await t.call('POST', '/api/product/v1.0/set/insert', {
      cookie: staff,
      body: {
        partNo: 'SET-AB',
        name: '브레이크 정비 세트',
        salePrice: 50_000,
        items: [
          { partCode: pad.code, qty: 1 },
          { partCode: fluid.code.toLowerCase(), qty: 2 },
        ],
      },
    });
    expect(res.status, res.body.message).toBe(200);
    const set = res.body.response as PartSet;
    expect(set.part.isSet).toBe(true);
    expect(set.componentsSalePrice).toBe(56_000);
    const expanded = await t.call('GET', `/api/product/v1.0/set/expand/${set.part.code}?qty=3`, {
      cookie: staff,
    });
    const lines = expanded.body.response as PartSetExpansion;
    expect(lines.lines.map((l) => [l.partCode, l.lineQty, l.lineAmount])).toEqual([
      [pad.code, 3, 120_000],
      [fluid.code, 6, 48_000],
    ]);
    const list = await t.call('POST', '/api/product/v1.0/set/page/list', {
      cookie: staff,
      body: { filters: [{ field: 'componentCode', op: 'eq', value: fluid.code }] },
    });
    expect((list.body.response as { rows: { code: string; itemCount: number }[] }).rows).toEqual([
      expect.objectContaining({ code: set.part.code, itemCount: 2 }),
    ]);
  });

  it('refuses a set inside a set and a stale component change', async () => {
    const a = await create({ partNo: 'N-A', name: '부품A' });
    const inner = await t.call('POST', '/api/product/v1.0/set/insert', {
      cookie: staff,
      body: { partNo: 'N-SET', name: '안쪽 세트', items: [{ partCode: a.code, qty: 1 }] },
    });
    const innerCode = (inner.body.response as PartSet).part.code;
    const nested = await t.refused(422, 'POST', '/api/product/v1.0/set/insert', staff, {
      partNo: 'N-SET2',
      name: '바깥 세트',
      items: [{ partCode: innerCode, qty: 1 }],
    });
    expect(nested).toContain('세트 안에 세트');
    const ok = await t.call('POST', `/api/product/v1.0/set/update/${innerCode}`, {
      cookie: staff,
      body: { items: [{ partCode: a.code, qty: 4 }], version: 1 },
    });
    expect((ok.body.response as PartSet).items.map((i) => i.qty)).toEqual([4]);
    await t.refused(409, 'POST', `/api/product/v1.0/set/update/${innerCode}`, staff, {
      items: [{ partCode: a.code, qty: 5 }],
      version: 1,
    });
  });

  it('refuses a set without components, naming the field', async () => {
    const res = await t.refused(422, 'POST', '/api/product/v1.0/set/insert', staff, {
      partNo: 'EMPTY',
      name: '빈 세트',
      items: [],
    });
    expect(res).toContain('구성 품목');
  });

  it('answers an unknown component code as bad input naming the field, not as a missing page', async () => {
    const res = await t.refused(422, 'POST', '/api/product/v1.0/set/insert', staff, {
      partNo: 'GHOST-SET',
      name: '없는 구성',
      items: [{ partCode: 'PX00001', qty: 1 }],
    });
    expect(res).toBe('구성 품목: 등록되지 않은 품목입니다 (PX00001).');
  });
});

describe('locations, related numbers, kinds and app data', () => {
  it('keeps a location per warehouse with a record of every change', async () => {
    const p = await create({ partNo: 'LOC-1', name: '팬벨트' });
    await t.call('POST', `/api/product/v1.0/location/save/${p.code}`, {
      cookie: staff,
      body: { warehouseCode: 'main', location: 'A-01-3' },
    });
    await t.call('POST', `/api/product/v1.0/location/save/${p.code}`, {
      cookie: staff,
      body: { warehouseCode: 'MAIN', location: 'A-01-3' },
    });
    await t.call('POST', `/api/product/v1.0/location/save/${p.code}`, {
      cookie: other,
      body: { warehouseCode: 'MAIN', location: 'B-02-1' },
    });
    const locations = await t.call('GET', `/api/product/v1.0/location/list/${p.code}`, { cookie: staff });
    expect(locations.body.response).toMatchObject([{ warehouseCode: 'MAIN', location: 'B-02-1' }]);
    const records = await t.call('GET', `/api/product/v1.0/location/record/${p.code}`, { cookie: staff });
    expect(
      (records.body.response as { before: string | null; after: string }[]).map((r) => [r.before, r.after]),
    ).toEqual([
      ['A-01-3', 'B-02-1'],
      [null, 'A-01-3'],
    ]);
    const byLocation = await t.call('POST', '/api/product/v1.0/location/page/list', {
      cookie: staff,
      body: { filters: [{ field: 'location', op: 'startsWith', value: 'B-02' }] },
    });
    expect(
      (byLocation.body.response as { rows: { partCode: string }[] }).rows.map((r) => r.partCode),
    ).toEqual([p.code]);
  });

  it('adds related numbers, finds the part they point to and refuses the part itself', async () => {
    const oem = await create({ partNo: '26300-35505', name: '오일필터 순정' });
    const p = await create({ partNo: 'OF-ALT', name: '오일필터 호환' });
    const add = await t.call('POST', `/api/product/v1.0/related/insert/${p.code}`, {
      cookie: staff,
      body: { relatedPartNo: '2630035505', relation: 'oem' },
    });
    expect(add.status, add.body.message).toBe(200);
    expect(add.body.response).toMatchObject({ relatedPartCode: oem.code, relation: 'oem' });
    await t.refused(422, 'POST', `/api/product/v1.0/related/insert/${p.code}`, staff, {
      relatedPartNo: 'OF ALT',
    });
    const search = await t.call('POST', '/api/product/v1.0/related/search', {
      cookie: staff,
      body: { partNo: '26300-355' },
    });
    expect((search.body.response as { partCode: string }[]).map((r) => r.partCode)).toEqual([p.code]);
  });

  it('builds the kind tree with child codes under their parent and the payback code', async () => {
    const mid = await t.call('POST', '/api/product/v1.0/kind/insert', {
      cookie: staff,
      body: { parentCode: '01', name: '승용' },
    });
    expect(mid.body.response).toMatchObject({ code: '0101', level: 2, path: '배터리 > 승용' });
    const bad = await t.refused(422, 'POST', '/api/product/v1.0/kind/insert', staff, {
      code: '0201',
      parentCode: '01',
      name: '틀린코드',
    });
    expect(bad).toContain('분류 코드');
    const kind = await t.call('GET', '/api/product/v1.0/kind/single/01', { cookie: staff });
    const changed = await t.call('POST', '/api/product/v1.0/kind/update/01', {
      cookie: staff,
      body: {
        name: '배터리',
        appUse: true,
        fullView: true,
        sortSeq: 1,
        oldPaybackCode: 'BAT-L',
        active: true,
        version: (kind.body.response as { version: number }).version,
      },
    });
    expect(changed.body.response).toMatchObject({ oldPaybackCode: 'BAT-L', appUse: true });
    const tree = await t.call('GET', '/api/product/v1.0/kind/list?appUseOnly=N', { cookie: staff });
    expect((tree.body.response as { code: string }[]).map((k) => k.code).slice(0, 2)).toEqual(['01', '0101']);
  });

  it('finds parts of a kind and everything under it by the code prefix', async () => {
    const p = await create({ partNo: 'KIND-1', name: '배터리 60AH', kindCode: '0101' });
    const res = await t.call('POST', '/api/product/v1.0/page/list', {
      cookie: staff,
      body: {
        filters: [
          { field: 'kindCode', op: 'startsWith', value: '01' },
          { field: 'partNo', op: 'startsWith', value: 'kind' },
        ],
      },
    });
    expect((res.body.response as { rows: { code: string }[] }).rows.map((r) => r.code)).toEqual([p.code]);
  });

  it('keeps app data per part and lists the A/S parts', async () => {
    const p = await create({ partNo: 'APP-1', name: '블랙박스', salePrice: 150_000 });
    const res = await t.call('POST', `/api/product/v1.0/app/update/${p.code}`, {
      cookie: staff,
      body: {
        appVisible: true,
        appName: '2채널 블랙박스',
        appPrice: 139_000,
        asAvailable: true,
        asMonths: 12,
      },
    });
    expect(res.body.response).toMatchObject({ appName: '2채널 블랙박스', appPrice: 139_000, version: 1 });
    const as = await t.call('POST', '/api/product/v1.0/app/as/list', { cookie: staff, body: {} });
    expect((as.body.response as { rows: { partCode: string }[] }).rows.map((r) => r.partCode)).toEqual([
      p.code,
    ]);
    await t.refused(409, 'POST', `/api/product/v1.0/app/update/${p.code}`, staff, {
      appVisible: false,
      version: 5,
    });
  });
});

describe('access', () => {
  it('refuses customer users every part call', async () => {
    await t.addAccount({ loginId: 'p-cust', kind: 'customer', role: 'cust', customerCode: 'C000001' });
    const cust = await t.login('p-cust', 'customer');
    expect((await t.call('POST', '/api/product/v1.0/page/list', { cookie: cust, body: {} })).status).toBe(
      403,
    );
    expect(
      (await t.call('POST', '/api/product/v1.0/insert', { cookie: cust, body: { partNo: 'x', name: 'x' } }))
        .status,
    ).toBe(403);
  });
});
