import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, loginStaff, newPart, saveWarehouse } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The cases of the attack report, on real rows: each was a 500 from PostgreSQL before the input
// guard; each is now an E0422 naming the field, and nothing is written.
let t: TestApp;
let admin: string;
let partCode: string;

const count = (table: string) => countRows(t, table);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'ig-admin', 'admin');
  await saveWarehouse(t, admin);
  partCode = await newPart(t, admin, { partNo: 'IG-1', name: '가드 필터', salePrice: 1_000 });
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
    const nested = await t.refused(422, 'POST', '/api/customer/v1.0/insert', admin, {
      name: '정상',
      address: '서울\u0007시',
      vatIncluded: false,
    });
    expect(nested).toContain('주소');
  });

  it('refuses a line break in a one-line field but keeps it in a memo', async () => {
    const oneLine = await t.refused(422, 'POST', '/api/customer/v1.0/insert', admin, {
      name: '두 줄\n거래처',
      vatIncluded: false,
    });
    expect(oneLine).toMatch(/^거래처명: 줄바꿈/);
    const memo = await t.call('POST', '/api/customer/v1.0/insert', {
      cookie: admin,
      body: { name: '메모 거래처', memo: '첫 줄\n둘째 줄\t탭', vatIncluded: false },
    });
    expect(memo.status, memo.body.message).toBe(200);
  });

  it('refuses an id past a 32-bit column in the path, naming it', async () => {
    const res = await t.refused(422, 'GET', '/api/customer/v1.0/user/single/3000000000', admin);
    expect(res).toMatch(/2,147,483,647 이하/);
  });

  it('refuses a stock quantity past a 32-bit column, and the stock is unchanged', async () => {
    const before = await count('stock_moves');
    const res = await t.refused(422, 'POST', '/api/stock/v1.0/adjust', admin, {
      partCode,
      warehouseCode: 'MAIN',
      qty: 2_147_483_648,
    });
    expect(res).toMatch(/^조정 수량: 2,147,483,647 이하/);
    await t.refused(422, 'POST', '/api/stock/v1.0/adjust', admin, {
      partCode,
      warehouseCode: 'MAIN',
      qty: -2_147_483_649,
    });
    expect(await count('stock_moves')).toBe(before);
    const fine = await t.call('POST', '/api/stock/v1.0/adjust', {
      cookie: admin,
      body: { partCode, warehouseCode: 'MAIN', qty: 5 },
    });
    expect(fine.status, fine.body.message).toBe(200);
  });
});
