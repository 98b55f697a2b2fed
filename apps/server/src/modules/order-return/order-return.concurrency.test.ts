import type { OrderView } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// 20 clerks returning and cancelling lines of the same few orders at once (PostgreSQL only: PGlite
// runs one transaction at a time). Afterwards no line has been returned or cancelled beyond what
// was sold, every count agrees with its documents, and every ledger equals its balances.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SECONDS = Number(process.env.RETURNS_CONCURRENCY_SECONDS ?? 8);
const CLIENTS = 20;

// Skipped on PGlite on purpose: it has one connection, so nothing would run side by side and the
// test could not fail; CI's PostgreSQL pass (.ci/run, TEST_DATABASE_URL) runs it.
describe.skipIf(!onPostgres)('concurrent returns and cancels on PostgreSQL', () => {
  let t: TestApp;
  let clerk = '';
  let checker = '';
  const orders: string[] = [];
  const barcodes = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    await t.addAccount({ loginId: 'rc-admin', kind: 'staff', role: 'admin' });
    await t.addAccount({ loginId: 'rc-clerk', kind: 'staff', role: 'public' });
    await t.addAccount({ loginId: 'rc-checker', kind: 'staff', role: 'public' });
    const admin = await t.login('rc-admin', 'staff');
    clerk = await t.login('rc-clerk', 'staff');
    checker = await t.login('rc-checker', 'staff');
    await t.ok('POST', '/api/stock/v1.0/warehouse/save', admin, { code: 'MAIN', name: '본사 창고' });
    const parts: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await t.ok<{ part: { code: string } }>('POST', '/api/product/v1.0/insert', admin, {
        partNo: `RC-${i}`,
        name: `반품 부하 ${i}`,
        salePrice: 10_001 + i * 3_333,
      });
      parts.push(r.part.code);
      const value = `88099000000${i}`;
      await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: r.part.code, value });
      barcodes.set(r.part.code, value);
      await t.ok('POST', '/api/stock/v1.0/adjust', admin, {
        partCode: r.part.code,
        warehouseCode: 'MAIN',
        qty: 10_000,
        reason: 'opening',
      });
    }
    for (let o = 0; o < 4; o += 1) {
      const c = await t.ok<{ customer: { code: string } }>('POST', '/api/customer/v1.0/insert', clerk, {
        name: `반품부하 ${o}`,
      });
      await t.confirmCustomer(c.customer.code);
      const draft = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
        customerCode: c.customer.code,
        warehouseCode: 'MAIN',
        lines: parts.map((partCode, i) => ({ partCode, qty: 15, unitPrice: 10_001 + i * 3_333 })),
      });
      orders.push((await t.ok<OrderView>('POST', `/api/order/v1.0/fix/${draft.code}`, clerk)).code);
    }
  });
  afterAll(async () => t?.close());

  it(
    `${CLIENTS} clerks for ${SECONDS} s: never past what was sold, counts and ledgers agree`,
    async () => {
      const stats = { returned: 0, cancelled: 0, refused: 0, failed: 0, attempts: 0 };
      const failures: string[] = [];
      const end = Date.now() + SECONDS * 1000;
      const refusedOr = (res: { status: number; body: { message: string } }) => {
        if (res.status === 200) return true;
        if (res.status === 422) stats.refused += 1;
        else {
          stats.failed += 1;
          failures.push(`${res.status} ${res.body.message}`);
        }
        return false;
      };
      const client = async (n: number) => {
        let i = n;
        while (Date.now() < end) {
          i += 7;
          stats.attempts += 1;
          const order = orders[i % orders.length]!;
          const lineNo = (i % 3) + 1;
          const qty = (i % 4) + 1;
          if (i % 3 === 0) {
            const req = await t.call('POST', `/api/order/v1.0/cancel/request/${order}`, {
              cookie: clerk,
              body: { reason: '부하 취소', lines: [{ lineNo, qty }] },
            });
            if (!refusedOr(req)) continue;
            const id = (req.body.response as { id: number }).id;
            if (refusedOr(await t.call('POST', `/api/order/v1.0/cancel/check/${id}`, { cookie: checker })))
              stats.cancelled += qty;
          } else {
            const req = await t.call('POST', '/api/order/v1.0/return/request', {
              cookie: clerk,
              body: {
                orderCode: order,
                kind: i % 5 === 0 ? 'defect' : 'plain',
                reason: '부하 반품',
                lines: [{ lineNo, qty }],
              },
            });
            if (!refusedOr(req)) continue;
            const r = req.body.response as { id: number; code: string; lines: { partCode: string }[] };
            if (!refusedOr(await t.call('POST', `/api/order/v1.0/return/check/${r.id}`, { cookie: checker })))
              continue;
            const barcode = barcodes.get(r.lines[0]!.partCode)!;
            let scanned = true;
            for (let k = 0; k < qty && scanned; k += 1)
              scanned = refusedOr(
                await t.call('POST', `/api/examination/v1.0/order/return/scan/${r.code}`, {
                  cookie: checker,
                  body: { barcode },
                }),
              );
            if (
              scanned &&
              refusedOr(
                await t.call('POST', `/api/examination/v1.0/order/return/complete/${r.code}`, {
                  cookie: checker,
                }),
              )
            )
              stats.returned += qty;
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
      const lines = await queryRows<{
        qty: number;
        cancelled_qty: number;
        returned_qty: number;
        returns: number;
        cancels: number;
      }>(
        t.db,
        sql`select l.qty, l.cancelled_qty, l.returned_qty,
                   (select coalesce(sum(rl.qty), 0) from order_return_lines rl join order_returns r on r.id = rl.return_id
                     where r.order_id = l.order_id and rl.line_no = l.line_no and r.status = 'examined')::int as returns,
                   (select coalesce(sum(cl.qty), 0) from order_cancel_request_lines cl join order_cancel_requests c on c.id = cl.request_id
                     where c.order_id = l.order_id and cl.line_no = l.line_no and c.status = 'checked')::int as cancels
              from sales_order_lines l join sales_orders o on o.id = l.order_id
             where o.code in (${sql.join(
               orders.map((o) => sql`${o}`),
               sql`, `,
             )})`,
      );
      const money = await queryRows<{ sold: number; back: number }>(
        t.db,
        sql`select (select sum(l.total) from sales_order_lines l join sales_orders o on o.id = l.order_id
                     where o.code in (${sql.join(
                       orders.map((o) => sql`${o}`),
                       sql`, `,
                     )}))::bigint as sold,
                   (select sum(balance) from customer_balances)::bigint as back`,
      );
      console.info(
        `returns load: clients=${CLIENTS} seconds=${SECONDS} attempts=${stats.attempts} returned_units=${stats.returned} ` +
          `cancelled_units=${stats.cancelled} refused=${stats.refused} failed=${stats.failed}`,
      );
      expect(failures.slice(0, 5)).toEqual([]);
      expect(stats.returned).toBeGreaterThan(0);
      // Little enough sold that the run ends in refusals: the last units of each line are contended.
      expect(stats.refused).toBeGreaterThan(0);
      expect(stats.cancelled).toBeGreaterThan(0);
      for (const l of lines) {
        expect(l.cancelled_qty + l.returned_qty).toBeLessThanOrEqual(l.qty);
        expect(l.returned_qty).toBe(l.returns);
        expect(l.cancelled_qty).toBe(l.cancels);
      }
      expect(lines.reduce((a, l) => a + l.returned_qty, 0)).toBe(stats.returned);
      expect(lines.reduce((a, l) => a + l.cancelled_qty, 0)).toBe(stats.cancelled);
      // Lines fully taken back owe nothing; the receivable is what is left of the sales.
      expect(Number(money[0]!.back)).toBeLessThanOrEqual(Number(money[0]!.sold));
      expect(await verifyLedgers(t.db)).toEqual([]);
    },
    (SECONDS + 180) * 1000,
  );
});
