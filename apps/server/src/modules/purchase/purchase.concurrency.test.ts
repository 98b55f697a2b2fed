import type { PurchaseView, SupplierSaveResult } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Contention needs PostgreSQL (PGlite runs transactions one after another): this file runs in the
// PostgreSQL pass (TEST_DATABASE_URL) and is skipped on PGlite.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('purchase unit barcodes under contention on PostgreSQL', () => {
  let t: TestApp;
  let clerk: string;
  let supplierCode: string;
  let partCode: string;

  const register = async (qty: number) => {
    const res = await t.call('POST', '/api/purchase/v1.0/insert', {
      cookie: clerk,
      body: { supplierCode, lines: [{ partCode, qty, unitPrice: 1_000 }] },
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.response as PurchaseView;
  };
  const issue = (code: string, qty: number) =>
    t.call('POST', '/api/barcode/v1.0/unit/create', {
      cookie: clerk,
      body: { partCode, qty, docKind: 'purchase', docCode: code },
    });
  const statesOf = (code: string) =>
    queryRows<{ state: string; n: number }>(
      t.db,
      sql`select state, count(*)::int as n from unit_barcodes where doc_code = ${code} group by state`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await loginStaff(t, 'pc-admin', 'admin');
    clerk = await loginStaff(t, 'pc-clerk');
    await t.call('POST', '/api/stock/v1.0/warehouse/save', {
      cookie: admin,
      body: { code: 'MAIN', name: '본사 창고' },
    });
    const supplier = await t.call('POST', '/api/product/v1.0/supplier/insert', {
      cookie: clerk,
      body: { name: '동시매입상사' },
    });
    supplierCode = (supplier.body.response as SupplierSaveResult).supplier.code;
    const part = await t.call('POST', '/api/product/v1.0/insert', {
      cookie: admin,
      body: { partNo: 'PC-LOAD', name: '동시 발행 부품', salePrice: 2_000 },
    });
    partCode = (part.body.response as { part: { code: string } }).part.code;
  });
  afterAll(async () => t?.close());

  it('ten clerks issuing for one line of 12 at once: exactly 12 units, the rest refused', async () => {
    const purchase = await register(12);
    const answers = await Promise.all(Array.from({ length: 10 }, () => issue(purchase.code, 3)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(6);
    expect(await statesOf(purchase.code)).toEqual([{ state: 'created', n: 12 }]);
  });

  it('issuing while the purchase is fixed: every unit ends in stock, none left behind as created', async () => {
    const purchase = await register(20);
    const [fix, ...issues] = await Promise.all([
      t.call('POST', `/api/purchase/v1.0/fix/${purchase.code}`, { cookie: clerk, body: {} }),
      ...Array.from({ length: 5 }, () => issue(purchase.code, 4)),
    ]);
    expect(fix!.status, fix!.body.message).toBe(200);
    expect(issues.every((a) => a.status === 200)).toBe(true);
    expect(await statesOf(purchase.code)).toEqual([{ state: 'in_stock', n: 20 }]);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});
