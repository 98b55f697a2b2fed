import { performance } from 'node:perf_hooks';
import {
  createRoutePrng,
  type PurchaseView,
  purchaseInputSchema,
  type SupplierSaveResult,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { queryRows } from '../../platform/db/query.js';
import { isAppError } from '../../platform/errors/app-error.js';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runOrderFixLoad } from '../sales-order/order-fix-load.js';
import { negativeBalances } from '../stock/verify-ledgers.js';
import { verifyLedgers } from '../verify-ledgers.js';
import { createPurchase, fixPurchase, unfixPurchase } from './purchase.service.js';

// Contention needs PostgreSQL (PGlite runs transactions one after another): this file runs in the
// PostgreSQL pass (TEST_DATABASE_URL) and is skipped on PGlite.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SECONDS = Number(process.env.PURCHASE_CONCURRENCY_SECONDS ?? 30);

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

// Skipped on PGlite on purpose: it is one connection in one process, so nothing runs at once.
// CI's PostgreSQL pass (TEST_DATABASE_URL) runs this for PURCHASE_CONCURRENCY_SECONDS (30 s).
describe.skipIf(!onPostgres)('receiving and selling the same parts at once on PostgreSQL', () => {
  let t: TestApp;
  let actor: AuditActor;
  let supplierCode: string;
  const partCodes: string[] = [];
  const customerCodes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const account = await t.addAccount({ loginId: 'rs-admin', kind: 'staff', role: 'admin' });
    actor = { accountId: account.id, loginId: account.loginId };
    const cookie = await t.login('rs-admin', 'staff');
    await t.call('POST', '/api/stock/v1.0/warehouse/save', {
      cookie,
      body: { code: 'MAIN', name: '본사 창고' },
    });
    const supplier = await t.call('POST', '/api/product/v1.0/supplier/insert', {
      cookie,
      body: { name: '동시입고상사' },
    });
    supplierCode = (supplier.body.response as SupplierSaveResult).supplier.code;
    for (let i = 0; i < 10; i += 1) {
      const customer = await t.call('POST', '/api/customer/v1.0/insert', {
        cookie,
        body: { name: `동시판매정비 ${i}` },
      });
      customerCodes.push((customer.body.response as { customer: { code: string } }).customer.code);
      await t.confirmCustomer(customerCodes.at(-1)!);
    }
    for (let i = 0; i < 4; i += 1) {
      const part = await t.call('POST', '/api/product/v1.0/insert', {
        cookie,
        body: { partNo: `RS-${i}`, name: `입출고 부품 ${i}`, salePrice: 10_000, purchasePrice: 6_000 },
      });
      const code = (part.body.response as { part: { code: string } }).part.code;
      partCodes.push(code);
      await t.call('POST', '/api/stock/v1.0/adjust', {
        cookie,
        body: { partCode: code, warehouseCode: 'MAIN', qty: 20, reason: 'opening' },
      });
    }
  });
  afterAll(async () => t?.close());

  /**
   * One receiving clerk: purchases of one or two of the shared parts at prices that move the
   * average, each fixed at once; every fourth fixed purchase has its fix changed again (a
   * reversal at its own cost, refused when the goods were sold meanwhile).
   */
  const receiving = async (index: number, deadline: number) => {
    const random = createRoutePrng(9_000 + index);
    const counts = { fixed: 0, unfixed: 0, refused: 0, failed: 0 };
    for (let n = 0; performance.now() < deadline; n += 1) {
      const chosen = new Set<string>();
      const lineCount = 1 + random.nextInt(2);
      while (chosen.size < lineCount) chosen.add(partCodes[random.nextInt(partCodes.length)]!);
      try {
        const draft = await createPurchase(
          t.db,
          purchaseInputSchema.parse({
            supplierCode,
            lines: [...chosen].map((partCode) => ({
              partCode,
              qty: 1 + random.nextInt(5),
              unitPrice: 5_000 + random.nextInt(2_001),
            })),
          }),
          actor,
        );
        const fixed = await fixPurchase(t.db, draft.code, draft.version, actor);
        counts.fixed += 1;
        if (n % 4 === 3) {
          await unfixPurchase(t.db, fixed.code, fixed.version, actor);
          counts.unfixed += 1;
        }
      } catch (error) {
        if (isAppError(error) && error.code === 'E2003') counts.refused += 1;
        else counts.failed += 1;
      }
    }
    return counts;
  };

  it(
    `10 clerks receiving and 10 selling for ${SECONDS} s: no balance below zero, qty, value and payable equal their ledgers`,
    async () => {
      const deadline = performance.now() + SECONDS * 1000;
      const [sales, ...receipts] = await Promise.all([
        runOrderFixLoad(t.db, {
          clients: 10,
          durationMs: SECONDS * 1000,
          customerCodes,
          partCodes,
          warehouseCode: 'MAIN',
          actor,
        }),
        ...Array.from({ length: 10 }, (_, i) => receiving(i, deadline)),
      ]);
      const received = receipts.reduce(
        (sum, r) => ({
          fixed: sum.fixed + r.fixed,
          unfixed: sum.unfixed + r.unfixed,
          refused: sum.refused + r.refused,
          failed: sum.failed + r.failed,
        }),
        { fixed: 0, unfixed: 0, refused: 0, failed: 0 },
      );
      console.info(
        `receive+sell load: sold=${sales.fixed} refused=${sales.refused} failed=${sales.failed} ` +
          `purchases fixed=${received.fixed} unfixed=${received.unfixed} refused=${received.refused} failed=${received.failed}`,
      );
      expect(sales.failed).toBe(0);
      expect(received.failed).toBe(0);
      expect(sales.fixed).toBeGreaterThan(0);
      expect(received.fixed).toBeGreaterThan(0);
      expect(await negativeBalances(t.db)).toBe(0);
      // Stock units, stock value (moving average cost), payable and receivable: each cached
      // balance is the sum of its ledger.
      expect(await verifyLedgers(t.db)).toEqual([]);
      // Units: opening + purchases still fixed − sales, per part.
      const [units] = await queryRows<{ off: number }>(
        t.db,
        sql`select count(*)::int as off from stock_balances b join parts p on p.id = b.part_id
            where b.qty <> 20
              + coalesce((select sum(l.qty) from purchase_lines l join purchases u on u.id = l.purchase_id
                          where u.status = 'fixed' and l.part_id = b.part_id), 0)
              - coalesce((select sum(l.qty) from sales_order_lines l join sales_orders o on o.id = l.order_id
                          where o.status = 'fixed' and l.part_id = b.part_id), 0)`,
      );
      expect(units?.off).toBe(0);
      // Payable: the totals of the purchases fixed now (a fix change took its total back off).
      const [money] = await queryRows<{ owed: string; fixed: string }>(
        t.db,
        sql`select (select coalesce(sum(balance), 0) from supplier_balances)::text as owed,
                   (select coalesce(sum(total), 0) from purchases where status = 'fixed')::text as fixed`,
      );
      expect(money?.owed).toBe(money?.fixed);
    },
    (SECONDS + 180) * 1000,
  );
});
