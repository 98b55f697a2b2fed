import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runOrderFixLoad } from '../sales-order/order-fix-load.js';
import { negativeBalances } from '../stock/verify-ledgers.js';
import { verifyLedgers } from '../verify-ledgers.js';
import { enterCount, planCount, stepCount } from './stock-count.service.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SECONDS = Number(process.env.COUNT_CONCURRENCY_SECONDS ?? 30);
/** What the shelves hold beyond (or short of) the books, planted before the run, per part. */
const PLANTED = [-2, 0, 3, -1, 1, 0];

// Skipped on PGlite on purpose: it is a single backend whose transactions run one after another,
// so a count running while clerks sell can only be shown on PostgreSQL. CI's PostgreSQL pass
// (TEST_DATABASE_URL) runs it for COUNT_CONCURRENCY_SECONDS (30 s).
describe.skipIf(!onPostgres)('a stock count while ten clerks sell, on PostgreSQL', () => {
  let t: TestApp;
  const partCodes: string[] = [];
  const partIds: number[] = [];
  const customerCodes: string[] = [];
  const people = {} as Record<'admin' | 'counter' | 'approver', { accountId: number; loginId: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['admin', 'counter', 'approver'] as const) {
      const a = await t.addAccount({
        loginId: `cc-${role}`,
        kind: 'staff',
        role: role === 'admin' ? 'admin' : 'public',
      });
      people[role] = { accountId: a.id, loginId: a.loginId };
    }
    const cookie = await t.login('cc-admin', 'staff');
    await t.call('POST', '/api/stock/v1.0/warehouse/save', {
      cookie,
      body: { code: 'MAIN', name: '본사 창고' },
    });
    for (let i = 0; i < 10; i += 1) {
      const customer = await t.call('POST', '/api/customer/v1.0/insert', {
        cookie,
        body: { name: `실사중판매 ${i}` },
      });
      customerCodes.push((customer.body.response as { customer: { code: string } }).customer.code);
      await t.confirmCustomer(customerCodes.at(-1)!);
    }
    for (const [i] of PLANTED.entries()) {
      const part = await t.call('POST', '/api/product/v1.0/insert', {
        cookie,
        body: { partNo: `CC-${i}`, name: `실사 부품 ${i}`, salePrice: 10_000 },
      });
      const code = (part.body.response as { part: { code: string; id: number } }).part.code;
      partCodes.push(code);
      await t.call('POST', '/api/stock/v1.0/adjust', {
        cookie,
        // Far more than ten clerks can sell in the run (about 30 orders a second on an idle
        // machine): a shelf sold empty could not show the planted shortfall.
        body: { partCode: code, warehouseCode: 'MAIN', qty: 500 * SECONDS, reason: 'opening' },
      });
    }
    const ids = await queryRows<{ id: number; code: string }>(
      t.db,
      sql`select id, code from parts where part_no like 'CC-%'`,
    );
    for (const code of partCodes) partIds.push(ids.find((r) => r.code === code)!.id);
  });
  afterAll(async () => t?.close());

  /**
   * The counter at the shelf of part i: while the shelf is looked at nobody picks from it (the
   * balance row is held, as a picker would wait at the shelf), and what is seen is the books plus
   * the planted discrepancy. The entry itself runs on another connection, as the API would.
   */
  const countShelf = (code: string, i: number) =>
    t.db.transaction(async (tx) => {
      const [row] = await queryRows<{ qty: number }>(
        tx,
        sql`select qty from stock_balances where part_id = ${partIds[i]!} and warehouse_code = 'MAIN' for update`,
      );
      const answer = await enterCount(
        t.db,
        code,
        { seq: 1, scan: partCodes[i]!, qty: row!.qty + PLANTED[i]!, mode: 'set' },
        { ...people.counter, isAdmin: false },
      );
      expect(answer.line.difference).toBe(PLANTED[i]);
    });

  it(
    `counts and posts while 10 clerks sell for ${SECONDS} s: exactly the planted differences are posted`,
    async () => {
      const plan = await planCount(
        t.db,
        {
          warehouseCode: 'MAIN',
          scope: 'all',
          scopeValues: [],
          plannedOn: '20261127',
          memo: null,
          counterIds: [],
        },
        people.admin,
      );
      const sales = runOrderFixLoad(t.db, {
        clients: 10,
        durationMs: SECONDS * 1000,
        customerCodes,
        partCodes,
        warehouseCode: 'MAIN',
        actor: people.admin,
      });
      // The counter walks the shelves again and again while the sales run (a recount replaces the
      // count and re-reads the book), so every line is last counted in the middle of the sales.
      let rounds = 0;
      const deadline = performance.now() + SECONDS * 1000;
      while (performance.now() < deadline - 1_000) {
        for (const [i] of PLANTED.entries()) await countShelf(plan.code, i);
        rounds += 1;
      }
      const view = await stepCount(t.db, plan.code, 'submit', await versionOf(plan.code), {
        ...people.counter,
        isAdmin: false,
      });
      expect(view.status).toBe('submitted');
      const posted = await stepCount(t.db, plan.code, 'approve', view.version, {
        ...people.approver,
        isAdmin: false,
      });
      expect(posted.status).toBe('posted');
      const result = await sales;
      console.info(
        `count under sales: rounds=${rounds} fixed=${result.fixed} refused=${result.refused} failed=${result.failed}`,
      );
      expect(result.failed).toBe(0);
      expect(result.fixed).toBeGreaterThan(0);
      const moves = await queryRows<{ code: string; qty: number }>(
        t.db,
        sql`select p.code, sum(m.qty)::int as qty from stock_moves m join parts p on p.id = m.part_id
            where m.doc_kind = 'stock-count' and m.doc_code = ${plan.code} and m.reason = 'survey-adjust'
            group by p.code order by p.code`,
      );
      const planted = partCodes
        .map((code, i) => ({ code, qty: PLANTED[i]! }))
        .filter((m) => m.qty !== 0)
        .sort((a, b) => a.code.localeCompare(b.code));
      expect(moves).toEqual(planted);
      expect(await negativeBalances(t.db)).toBe(0);
      expect(await verifyLedgers(t.db)).toEqual([]);
    },
    (SECONDS + 120) * 1000,
  );

  const versionOf = async (code: string) =>
    (
      await queryRows<{ version: number }>(t.db, sql`select version from stock_counts where code = ${code}`)
    )[0]!.version;
});
