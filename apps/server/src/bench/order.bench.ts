import { customerInputSchema, partInputSchema } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { confirmCustomerInsert, createCustomer } from '../modules/customer/customer.service.js';
import { createPart } from '../modules/part/part.service.js';
import { runOrderFixLoad } from '../modules/sales-order/order-fix-load.js';
import { adjustStock, saveWarehouse } from '../modules/stock/stock-admin.service.js';
import { accounts } from '../platform/auth/account.table.js';
import { type Db, openPostgres } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';
import { type BenchSuite, percentile, roundMs } from './bench.types.js';

const CLIENTS = 20;
const SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 30);
// More drafts than the clerks can fix in the time, so the run is limited by time, not by work.
const DRAFTS_PER_SECOND = 600;

/**
 * The drafts the clerks fix, registered in one statement each for orders and lines (a draft of
 * one or two lines of the five contended parts, VAT per line as the service computes it), so the
 * run measures the fix alone.
 */
const registerBenchDrafts = async (db: Db, count: number): Promise<string[]> => {
  await db.execute(sql`
    insert into sales_orders (code, customer_id, warehouse_code, status, vat_included)
    select 'BENCH-' || lpad(g::text, 6, '0'), c.ids[1 + (g % array_length(c.ids, 1))], 'MAIN', 'draft', false
    from generate_series(1, ${count}) g, (select array_agg(id order by id) as ids from customers) c`);
  await db.execute(sql`
    insert into sales_order_lines (order_id, line_no, part_id, part_code, part_no, part_name, norm, qty,
                                   list_price, unit_price, price_reason, supply, tax, total)
    select o.id, k, p.id, p.code, p.part_no, p.name, p.norm, q.qty, p.sale_price, 10000, '부하 시험',
           q.qty * 10000, q.qty * 1000, q.qty * 11000
    from sales_orders o
    cross join generate_series(1, 2) k
    cross join lateral (select 1 + ((o.id * 31 + k) % 3) as qty) q
    join (select row_number() over (order by id) as rn, count(*) over () as n, * from parts) p
      on p.rn = 1 + ((o.id * 13 + k * 7) % p.n)
    where o.code like 'BENCH-%' and (k = 1 or o.id % 2 = 0)`);
  await db.execute(sql`
    update sales_orders o set supply = s.supply, tax = s.tax, total = s.total
    from (select order_id, sum(supply) as supply, sum(tax) as tax, sum(total) as total
          from sales_order_lines group by order_id) s
    where s.order_id = o.id and o.code like 'BENCH-%'`);
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select code from sales_orders where code like 'BENCH-%' order by id`,
  );
  return rows.map((r) => r.code);
};

/** `bench order.fix`: 20 clerks fixing orders for the same 5 parts at once, on PostgreSQL. */
export const orderBench: BenchSuite = {
  name: 'order',
  needsDatabase: true,
  run: async ({ report, databaseUrl }) => {
    // The server's own pool (10 connections, as `npm start` opens it): 20 clerks share it.
    const database = await openPostgres(databaseUrl);
    try {
      await database.migrate();
      const db = database.db;
      const [admin] = await db
        .insert(accounts)
        .values({ loginId: 'bench-admin', name: '벤치', kind: 'staff', role: 'admin', passwordHash: 'x' })
        .onConflictDoNothing()
        .returning();
      const actor = { accountId: admin?.id ?? null, loginId: 'bench-admin' };
      await saveWarehouse(db, { code: 'MAIN', name: '본사 창고', kind: 'main' }, actor);
      const customerCodes: string[] = [];
      // A second employee confirms each new customer (신규 거래처 확인), or no order for it is fixed.
      const checker = { accountId: null, loginId: 'bench-checker' };
      for (let i = 0; i < CLIENTS; i += 1) {
        const { code } = (
          await createCustomer(db, customerInputSchema.parse({ name: `벤치정비 ${i}` }), actor)
        ).customer;
        await confirmCustomerInsert(db, code, checker);
        customerCodes.push(code);
      }
      const partCodes: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const { part } = await createPart(
          db,
          partInputSchema.parse({ partNo: `BENCH-${i}`, name: `벤치 부품 ${i}`, salePrice: 10_000 }),
          actor,
        );
        partCodes.push(part.code);
        // Enough for most of the run; the end of it is contended for the last units.
        await adjustStock(
          db,
          { partCode: part.code, warehouseCode: 'MAIN', qty: 400 * SECONDS, reason: 'opening' },
          actor,
        );
      }
      const drafts = await registerBenchDrafts(db, DRAFTS_PER_SECOND * SECONDS);
      const result = await runOrderFixLoad(db, {
        drafts,
        clients: CLIENTS,
        durationMs: SECONDS * 1000,
        customerCodes,
        partCodes,
        warehouseCode: 'MAIN',
        actor,
      });
      report({
        name: 'order.fix',
        values: {
          clients: CLIENTS,
          n: result.attempts,
          rps: Math.round((result.fixed / result.elapsedMs) * 1000),
          p50: `${roundMs(percentile(result.fixTimesMs, 50))}ms`,
          p95: `${roundMs(percentile(result.fixTimesMs, 95))}ms`,
          refused: result.refused,
          failed: result.failed,
          negative: result.negative,
          ledger_diff: result.ledgerDiff,
        },
      });
    } finally {
      await database.close();
    }
  },
};
