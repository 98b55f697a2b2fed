import { isUnitBarcodeValue } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/query.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedBulkParts } from './part.seed.js';
import { seedDemo } from './seed.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(async () => t.close());

describe('part seed', () => {
  it('loads demo parts with brands, kinds, payback codes, barcodes and a set', async () => {
    const [row] = await queryRows<{ parts: number; barcodes: number; sets: number; payback: number }>(
      t.db,
      sql`select (select count(*)::int from parts) as parts, (select count(*)::int from part_barcodes) as barcodes,
                 (select count(*)::int from part_set_items) as sets,
                 (select count(*)::int from part_kinds where old_payback_code is not null) as payback`,
    );
    expect(row!.parts).toBeGreaterThanOrEqual(30);
    expect(row!.barcodes).toBeGreaterThanOrEqual(20);
    expect(row!.sets).toBe(2);
    expect(row!.payback).toBe(4);
    const [lamp] = await queryRows<{ name: string; car_model: string }>(
      t.db,
      sql`select name, car_model from parts where part_no = '92101-F2000'`,
    );
    expect(lamp).toEqual({ name: '헤드램프 LH', car_model: '아반떼AD' });
  });

  it('generates bulk parts deterministically, with unique part numbers and valid EAN-13 barcodes', async () => {
    await seedBulkParts(t.db, 2_000);
    const [stats] = await queryRows<{ n: number; distinct_no: number; barcodes: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct part_no_norm)::int as distinct_no,
                 (select count(*)::int from part_barcodes b join parts p on p.id = b.part_id where p.part_no like '__-______') as barcodes
          from parts where part_no like '__-______'`,
    );
    expect(stats).toEqual({ n: 2_000, distinct_no: 2_000, barcodes: 2_000 });
    const [first] = await queryRows<{ part_no: string; name: string }>(
      t.db,
      sql`select part_no, name from parts where part_no like '__-______' order by id limit 1`,
    );
    expect(first!.part_no).toMatch(/^[A-Z]{2}-007919$/);
    expect(first!.name).toMatch(
      /^(헤드|테일|안개|오일|에어|연료|브레이크|냉각|파워|점화|흡기|배기|도어|사이드|리어|프론트)/,
    );
    const check = await queryRows<{ value: string }>(
      t.db,
      sql`select value from part_barcodes order by id desc limit 50`,
    );
    for (const { value } of check) {
      const digits = value.split('').map(Number);
      const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
      expect((10 - (sum % 10)) % 10, value).toBe(digits[12]);
      expect(isUnitBarcodeValue(value)).toBe(false);
    }
  });
});
