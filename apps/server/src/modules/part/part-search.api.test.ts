import {
  hangulInitialsOf,
  initialGramsOfText,
  type ListPage,
  type Part,
  type PartListRow,
  type PartSaveResult,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;
const made: Record<string, Part> = {};

const create = async (key: string, body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/product/v1.0/insert', { cookie: staff, body });
  expect(res.status, res.body.message).toBe(200);
  made[key] = (res.body.response as PartSaveResult).part;
};
const search = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/product/v1.0/page/list', { cookie: staff, body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.response as ListPage<PartListRow>;
};
const codes = (page: ListPage<PartListRow>) => page.rows.map((r) => r.code);

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 's-staff');
  await t.call('POST', '/api/product/v1.0/brand/insert', {
    cookie: staff,
    body: { code: 'MOBIS', name: '현대모비스' },
  });
  await create('headL', { partNo: '92101-F2000', name: '헤드램프 LH 아반떼AD', brandCode: 'MOBIS' });
  await create('tailR', { partNo: '92402-L1000', name: '테일램프 RH 쏘나타DN8' });
  await create('oil', { partNo: '26300-35505', name: '오일필터', carModel: '아반떼AD', brandCode: 'MOBIS' });
  await create('air', { partNo: '28113-N9000', name: '에어필터', carModel: '투싼' });
  await create('battery', { partNo: 'GB80L', name: '배터리 80AH', carModel: '그랜저', active: false });
  await create('pump', { partNo: 'OF-1234', name: '연료펌프', carModel: '포터' });
  await create('brake', { partNo: '58101-3XA00', name: '브레이크 패드 (앞)', carModel: '쏘나타' });
  const barcode = await t.call('POST', '/api/barcode/v1.0/save', {
    cookie: staff,
    body: { partCode: made.air!.code, value: '8801234567893' },
  });
  expect(barcode.status, barcode.body.message).toBe(200);
  const qr = await t.call('POST', '/api/barcode/v1.0/save', {
    cookie: staff,
    body: { partCode: made.pump!.code, value: 'https://scan.example.kr/P/PUMP 77?src=label' },
  });
  expect(qr.body.response).toMatchObject({ value: '/P/PUMP77' });
});
afterAll(async () => t.close());

describe('part search', () => {
  it('finds parts by the start of the part number, typed with or without hyphens', async () => {
    expect(codes(await search({ filters: [{ field: 'partNo', op: 'startsWith', value: '9210' }] }))).toEqual([
      made.headL!.code,
    ]);
    expect(
      codes(await search({ filters: [{ field: 'partNo', op: 'startsWith', value: '26300-3' }] })),
    ).toEqual([made.oil!.code]);
    expect(codes(await search({ filters: [{ field: 'partNo', op: 'startsWith', value: 'gb 80' }] }))).toEqual(
      [made.battery!.code],
    );
  });

  it('finds two- and one-syllable Hangul substrings of name and car model, and car models on their own', async () => {
    const lamp = await search({ filters: [{ field: 'name', op: 'contains', value: '램프' }] });
    expect(codes(lamp)).toEqual([made.headL!.code, made.tailR!.code]);
    expect(codes(await search({ filters: [{ field: 'name', op: 'contains', value: '필' }] }))).toEqual([
      made.oil!.code,
      made.air!.code,
    ]);
    // 품명 looks in the car model too (아반떼 is the car model of both); 차종 only in car models.
    expect(codes(await search({ filters: [{ field: 'name', op: 'contains', value: '아반' }] }))).toEqual([
      made.oil!.code,
      made.headL!.code,
    ]);
    expect(codes(await search({ filters: [{ field: 'carModel', op: 'contains', value: '헤드' }] }))).toEqual(
      [],
    );
    // Part-number order: 26300… before 92101….
    expect(
      codes(await search({ filters: [{ field: 'carModel', op: 'contains', value: '아반떼' }] })),
    ).toEqual([made.oil!.code, made.headL!.code]);
  });

  it('finds a part by its exact barcode, and by a scanned web address reduced to its path', async () => {
    expect(
      codes(await search({ filters: [{ field: 'barcode', op: 'eq', value: '8801234567893' }] })),
    ).toEqual([made.air!.code]);
    expect(codes(await search({ filters: [{ field: 'barcode', op: 'eq', value: '880123456789' }] }))).toEqual(
      [],
    );
    const scanned = await search({ keyword: 'https://erp.example.kr/P/PUMP%2077' });
    expect(scanned.rows.map((r) => [r.code, r.matchedBy])).toEqual([[made.pump!.code, 'barcode']]);
  });

  it('answers the search box with part-number prefix, barcode or name, saying which matched', async () => {
    const byNo = await search({ keyword: 'OF-12' });
    expect(byNo.rows.map((r) => [r.code, r.matchedBy])).toEqual([[made.pump!.code, 'partNo']]);
    const byBarcode = await search({ keyword: ' 8801234567893 ' });
    expect(byBarcode.rows.map((r) => [r.code, r.matchedBy])).toEqual([[made.air!.code, 'barcode']]);
    const byName = await search({ keyword: '아반떼' });
    expect(byName.rows.map((r) => [r.code, r.matchedBy])).toEqual([
      [made.oil!.code, 'name'],
      [made.headL!.code, 'name'],
    ]);
    const spaced = await search({ keyword: '헤드 램프' });
    expect(codes(spaced)).toEqual([made.headL!.code]);
  });

  it('narrows by several words in either order: a name fragment and a car model', async () => {
    expect(codes(await search({ keyword: '필터 아반떼' }))).toEqual([made.oil!.code]);
    expect(codes(await search({ keyword: '아반떼 필터' }))).toEqual([made.oil!.code]);
    expect(codes(await search({ keyword: '투싼  에어' }))).toEqual([made.air!.code]);
    expect(codes(await search({ keyword: '램프 아반떼' }))).toEqual([made.headL!.code]);
    expect(codes(await search({ keyword: '필터 그랜저' }))).toEqual([]);
    // The 품명 filter reads its words the same way.
    expect(
      codes(await search({ filters: [{ field: 'name', op: 'contains', value: '쏘나타 패드' }] })),
    ).toEqual([made.brake!.code]);
  });

  it('finds a part by the initial consonants (초성) of its name or car model', async () => {
    expect(codes(await search({ keyword: 'ㅂㄹㅇㅋ' }))).toEqual([made.brake!.code]);
    // 오일필터 and 에어필터 share their initials.
    expect(codes(await search({ keyword: 'ㅇㅇㅍㅌ' }))).toEqual([made.oil!.code, made.air!.code]);
    expect(codes(await search({ keyword: 'ㅎㄷㄹㅍ' }))).toEqual([made.headL!.code]);
    // Car model, in part-number order; three initials and two initials are exact grams.
    expect(codes(await search({ keyword: 'ㅇㅂㄸ' }))).toEqual([made.oil!.code, made.headL!.code]);
    expect(codes(await search({ keyword: 'ㅌㅆ' }))).toEqual([made.air!.code]);
    // With a word: 초성 of one, text of the other, in any order.
    expect(codes(await search({ keyword: '패드 ㅆㄴㅌ' }))).toEqual([made.brake!.code]);
    expect(codes(await search({ filters: [{ field: 'name', op: 'contains', value: 'ㅇㄹㅍㅍ' }] }))).toEqual([
      made.pump!.code,
    ]);
  });

  it('finds a part by its own code in the search box', async () => {
    const byCode = await search({ keyword: made.oil!.code });
    expect(byCode.rows.map((r) => [r.code, r.matchedBy])).toEqual([[made.oil!.code, 'code']]);
    expect(codes(await search({ keyword: made.tailR!.code.toLowerCase() }))).toEqual([made.tailR!.code]);
  });

  it('reads a part number, code or barcode typed with the Korean input method on as its Latin keys', async () => {
    // O F - 1 2 on the two-set layout with Hangul on: ㅐ ㄹ - 1 2.
    const typed = await search({ keyword: 'ㅐㄹ-12' });
    expect(typed.rows.map((r) => [r.code, r.matchedBy])).toEqual([[made.pump!.code, 'partNo']]);
    // P0000… typed as ㅔ0000…
    expect(codes(await search({ keyword: made.air!.code.replace('P', 'ㅔ') }))).toEqual([made.air!.code]);
    // G B 8 0 compose into 휴80; the battery is 'GB80L'.
    expect(codes(await search({ keyword: '휴80' }))).toEqual([made.battery!.code]);
    // A part name is never read as keys: '램프' stays a name search.
    expect(codes(await search({ keyword: '램프' }))).toEqual([made.headL!.code, made.tailR!.code]);
  });

  it('computes the initials in SQL exactly as the domain does', async () => {
    const text = '브레이크 패드 (앞)|쏘나타 DN8';
    const [row] = await queryRows<{ initials: string; grams: string[] }>(
      t.db,
      sql`select hangul_initials(${text}) as initials, initial_grams(${text}) as grams`,
    );
    expect(row!.initials).toBe(hangulInitialsOf(text));
    expect([...row!.grams].sort()).toEqual([...initialGramsOfText(text)].sort());
  });

  it('filters by brand, active flag and supplier, and sorts by name descending', async () => {
    const mobis = await search({
      filters: [{ field: 'brandCode', op: 'eq', value: 'MOBIS' }],
      sort: [{ field: 'name', dir: 'desc' }],
    });
    expect(codes(mobis)).toEqual([made.headL!.code, made.oil!.code]);
    expect(codes(await search({ filters: [{ field: 'active', op: 'eq', value: false }] }))).toEqual([
      made.battery!.code,
    ]);
    const s = await t.call('POST', '/api/product/v1.0/supplier/insert', {
      cookie: staff,
      body: { name: '검색상사' },
    });
    const supplierCode = (s.body.response as { supplier: { code: string } }).supplier.code;
    await t.call('POST', '/api/product/v1.0/vendor/save', {
      cookie: staff,
      body: { supplierCode, partCode: made.tailR!.code, purchasePrice: 100_000 },
    });
    expect(
      codes(await search({ filters: [{ field: 'supplierCode', op: 'eq', value: supplierCode }] })),
    ).toEqual([made.tailR!.code]);
  });

  it('pages a search broader than the count cap in part-number order and says the total is capped', async () => {
    await t.db.execute(
      sql`insert into parts (part_no, name, car_model) select 'ZZ-' || lpad(g::text, 5, '0'), '광역램프 ' || g, 'K5' from generate_series(1, 1100) g`,
    );
    const page = await search({ keyword: '광역', size: 3, sort: [{ field: 'partNo', dir: 'desc' }] });
    expect(page.totalCapped).toBe(true);
    expect(page.total).toBe(1000);
    expect(page.rows.map((r) => r.partNo)).toEqual(['ZZ-01100', 'ZZ-01099', 'ZZ-01098']);
    const second = await search({
      filters: [{ field: 'partNo', op: 'startsWith', value: 'ZZ' }],
      size: 2,
      page: 2,
    });
    expect(second.rows.map((r) => r.partNo)).toEqual(['ZZ-00003', 'ZZ-00004']);
  });

  it('refuses a filter on an unknown field or with the wrong operator, in Korean', async () => {
    const res = await t.refused(422, 'POST', '/api/product/v1.0/page/list', staff, {
      filters: [{ field: 'salePrice', op: 'contains', value: 'x' }],
    });
    expect(res).toContain('판매가');
  });

  it('exports every matching part as .xlsx', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/product/v1.0/excel/download',
      headers: { cookie: staff, 'content-type': 'application/json' },
      payload: JSON.stringify({ filters: [{ field: 'brandCode', op: 'eq', value: 'MOBIS' }] }),
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-disposition']).toMatch(/attachment/);
    expect(raw.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('search plans (the indexes really serve the searches)', () => {
  beforeAll(async () => {
    await t.db.execute(sql`
      insert into parts (part_no, name, car_model)
      select 'PL-' || lpad(((g * 7919) % 100000)::text, 5, '0'),
             (array['헤드','테일','오일','에어'])[1 + g % 4] || (array['램프','필터','패드','벨트','호스'])[1 + g / 4 % 5] || ' ' || g,
             (array['아반떼','쏘나타','그랜저'])[1 + g % 3]
      from generate_series(1, 20000) g`);
    await t.db.execute(sql`analyze parts`);
  });

  const plan = async (where: string) =>
    (await queryRows<{ 'QUERY PLAN': string }>(t.db, sql.raw(`explain select id from parts where ${where}`)))
      .map((r) => r['QUERY PLAN'])
      .join('\n');

  it('serves a part-number prefix from the C-collated b-tree as a range', async () => {
    const text = await plan(`(part_no_norm collate "C") like 'PL12%'`);
    expect(text).toContain('parts_part_no_norm_idx');
    expect(text).toMatch(/>= 'PL12'/);
  });

  it('serves a two-syllable Hangul search from the grams GIN index', async () => {
    expect(await plan(`search_grams @> array['밸브']`)).toContain('parts_search_grams_idx');
  });

  it('serves a 초성 search from the same grams GIN index', async () => {
    expect(
      await plan(`search_grams @> array['ㅎㄷㄹ', 'ㄷㄹㅍ'] and search_text like '%ㅎㄷㄹㅍ%'`),
    ).toContain('parts_search_grams_idx');
  });

  it('serves an exact barcode from its unique index', async () => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      t.db,
      sql`explain select part_id from part_barcodes where value = '8801234567893'`,
    );
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('part_barcodes_value_key');
  });
});
