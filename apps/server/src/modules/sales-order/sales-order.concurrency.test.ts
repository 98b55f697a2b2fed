import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runOrderFixLoad } from './order-fix-load.js';

// PGlite is a single backend: its transactions run one after another, so contention (two clerks
// fixing the last unit at once) can only be shown on PostgreSQL. This file runs in the PostgreSQL
// pass of CI (TEST_DATABASE_URL) and is skipped on PGlite.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SECONDS = Number(process.env.ORDER_CONCURRENCY_SECONDS ?? 30);

describe.skipIf(!onPostgres)('concurrent order fixes on PostgreSQL', () => {
  let t: TestApp;
  const partCodes: string[] = [];
  const customerCodes: string[] = [];
  let actor = { accountId: 0 as number | null, loginId: 'load' as string | null };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.addAccount({ loginId: 'load-admin', kind: 'staff', role: 'admin' });
    actor = { accountId: admin.id, loginId: admin.loginId };
    const cookie = await t.login('load-admin', 'staff');
    await t.call('POST', '/api/stock/v1.0/warehouse/save', {
      cookie,
      body: { code: 'MAIN', name: '본사 창고' },
    });
    for (let i = 0; i < 20; i += 1) {
      const customer = await t.call('POST', '/api/customer/v1.0/insert', {
        cookie,
        body: { name: `부하시험정비 ${i}` },
      });
      customerCodes.push((customer.body.response as { customer: { code: string } }).customer.code);
      await t.confirmCustomer(customerCodes.at(-1)!);
    }
    for (let i = 0; i < 5; i += 1) {
      const part = await t.call('POST', '/api/product/v1.0/insert', {
        cookie,
        body: { partNo: `LOAD-${i}`, name: `부하 부품 ${i}`, salePrice: 10_000 },
      });
      const r = part.body.response as { code?: string; part?: { code: string } };
      const code = r.part?.code ?? r.code!;
      partCodes.push(code);
      // Little enough stock that the run ends in refusals: the last units are contended.
      await t.call('POST', '/api/stock/v1.0/adjust', {
        cookie,
        body: { partCode: code, warehouseCode: 'MAIN', qty: 10 * SECONDS, reason: 'opening' },
      });
    }
  });
  afterAll(async () => t?.close());

  it(
    `20 clients for ${SECONDS} s: no balance below zero, no lost update, ledgers agree, counts add up`,
    async () => {
      const result = await runOrderFixLoad(t.db, {
        clients: 20,
        durationMs: SECONDS * 1000,
        customerCodes,
        partCodes,
        warehouseCode: 'MAIN',
        actor,
      });
      console.info(
        `order fix load: attempts=${result.attempts} fixed=${result.fixed} refused=${result.refused} failed=${result.failed} ` +
          `rate=${Math.round((result.fixed / result.elapsedMs) * 1000)}/s`,
      );
      expect(result.failed).toBe(0);
      expect(result.fixed + result.refused).toBe(result.attempts);
      expect(result.fixed).toBeGreaterThan(0);
      expect(result.negative).toBe(0);
      expect(result.ledgerDiff).toBe(0);
      expect(result.soldMatchesStock).toBe(true);
      expect(result.receivableMatchesSales).toBe(true);
    },
    (SECONDS + 120) * 1000,
  );

  it('lets exactly one of 20 clerks fixing the last unit at once succeed', async () => {
    const cookie = await t.login('load-admin', 'staff');
    const part = await t.call('POST', '/api/product/v1.0/insert', {
      cookie,
      body: { partNo: 'LAST-1', name: '마지막 한 개', salePrice: 50_000 },
    });
    const r = part.body.response as { code?: string; part?: { code: string } };
    const code = r.part?.code ?? r.code!;
    await t.call('POST', '/api/stock/v1.0/adjust', {
      cookie,
      body: { partCode: code, warehouseCode: 'MAIN', qty: 1, reason: 'opening' },
    });
    const drafts = await Promise.all(
      customerCodes.map(async (customerCode) => {
        const res = await t.call('POST', '/api/order/v1.0/insert', {
          cookie,
          body: { customerCode, lines: [{ partCode: code, qty: 1, unitPrice: 50_000 }] },
        });
        return (res.body.response as { code: string }).code;
      }),
    );
    const results = await Promise.all(
      drafts.map((d) => t.call('POST', `/api/order/v1.0/fix/${d}`, { cookie })),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(
      results.filter((res) => res.status === 422 && res.body.message.includes('재고가 부족합니다')),
    ).toHaveLength(19);
    const stock = await t.call('GET', `/api/stock/v1.0/part/${code}`, { cookie });
    expect((stock.body.response as { qty: number }[])[0]?.qty).toBe(0);
  });
});
