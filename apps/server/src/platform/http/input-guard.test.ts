import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The cases of the attack report, on real rows: each was a 500 from PostgreSQL before the input
// guard; each is now an E0422 naming the field, and nothing is written.
let t: TestApp;
let admin: string;
let partCode: string;

const count = async (table: string): Promise<number> => {
  const result = (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.addAccount({ loginId: 'ig-admin', kind: 'staff', role: 'admin' });
  admin = await t.login('ig-admin', 'staff');
  const warehouse = await t.call('POST', '/api/stock/v1.0/warehouse/save', {
    cookie: admin,
    body: { code: 'MAIN', name: '본사 창고' },
  });
  expect(warehouse.status, warehouse.body.message).toBe(200);
  const part = await t.call('POST', '/api/product/v1.0/insert', {
    cookie: admin,
    body: { partNo: 'IG-1', name: '가드 필터', salePrice: 1_000 },
  });
  expect(part.status, part.body.message).toBe(200);
  const r = part.body.response as { code?: string; part?: { code: string } };
  partCode = r.part?.code ?? r.code!;
});
afterAll(async () => t.close());

describe('input guard', () => {
  it('refuses a NUL in a text field with E0422 naming the field, and writes nothing', async () => {
    const before = await count('customers');
    const res = await t.call('POST', '/api/customer/v1.0/insert', {
      cookie: admin,
      body: { name: '한빛\u0000카센터', vatIncluded: false },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('E0422');
    expect(res.body.message).toMatch(/^거래처명: .*제어 문자/);
    expect(await count('customers')).toBe(before);
    // Other control characters too, in nested fields and in keys.
    const nested = await t.call('POST', '/api/customer/v1.0/insert', {
      cookie: admin,
      body: { name: '정상', address: '서울\u0007시', vatIncluded: false },
    });
    expect(nested.status).toBe(422);
    expect(nested.body.message).toContain('주소');
  });

  it('refuses a line break in a one-line field but keeps it in a memo', async () => {
    const oneLine = await t.call('POST', '/api/customer/v1.0/insert', {
      cookie: admin,
      body: { name: '두 줄\n거래처', vatIncluded: false },
    });
    expect(oneLine.status).toBe(422);
    expect(oneLine.body.message).toMatch(/^거래처명: 줄바꿈/);
    const memo = await t.call('POST', '/api/customer/v1.0/insert', {
      cookie: admin,
      body: { name: '메모 거래처', memo: '첫 줄\n둘째 줄\t탭', vatIncluded: false },
    });
    expect(memo.status, memo.body.message).toBe(200);
  });

  it('refuses an id past a 32-bit column in the path, naming it', async () => {
    const res = await t.call('GET', '/api/customer/v1.0/user/single/3000000000', { cookie: admin });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/2,147,483,647 이하/);
  });

  it('refuses a stock quantity past a 32-bit column, and the stock is unchanged', async () => {
    const before = await count('stock_moves');
    const res = await t.call('POST', '/api/stock/v1.0/adjust', {
      cookie: admin,
      body: { partCode, warehouseCode: 'MAIN', qty: 2_147_483_648 },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^조정 수량: 2,147,483,647 이하/);
    const negative = await t.call('POST', '/api/stock/v1.0/adjust', {
      cookie: admin,
      body: { partCode, warehouseCode: 'MAIN', qty: -2_147_483_649 },
    });
    expect(negative.status).toBe(422);
    expect(await count('stock_moves')).toBe(before);
    const fine = await t.call('POST', '/api/stock/v1.0/adjust', {
      cookie: admin,
      body: { partCode, warehouseCode: 'MAIN', qty: 5 },
    });
    expect(fine.status, fine.body.message).toBe(200);
  });
});
