import { sql } from 'drizzle-orm';
import { runPointSpendLoad } from '../modules/loyalty/point-spend-load.js';
import { postPoints } from '../modules/point/point.service.js';
import { queueRankRun, runRankRecompute } from '../modules/rank/rank-recompute.service.js';
import { verifyLedgers } from '../modules/verify-ledgers.js';
import { openPostgres } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';
import { seedBulkCustomers } from '../seed/customer.seed.js';
import type { BenchSuite } from './bench.types.js';
import { percentile } from './bench.types.js';

const CUSTOMERS = Number(process.env.BENCH_RANK_CUSTOMERS ?? 100_000);
const LINES = Number(process.env.BENCH_RANK_LINES ?? 1_000_000);
const SPEND_SECONDS = Number(process.env.BENCH_POINT_SECONDS ?? 10);

/**
 * `bench rank.recompute`: a recompute over CUSTOMERS customers and LINES customer-ledger sale
 * entries (written in set statements first). `bench point.spend`: 20 clients spending one
 * customer's points for SPEND_SECONDS; negative = entries that took the running balance below 0,
 * ledger_diff = ledgers whose cached balance differs from its entries.
 */
export const loyaltyBench: BenchSuite = {
  name: 'rank.recompute',
  produces: ['point.spend'],
  needsDatabase: true,
  run: async ({ report, databaseUrl }) => {
    const database = await openPostgres(databaseUrl, { max: 24 });
    try {
      await database.migrate();
      const db = database.db;
      await seedBulkCustomers(db, CUSTOMERS);
      await db.execute(sql`
        insert into customer_ledger (customer_id, entry_date, kind, amount, supply, doc_kind, doc_code)
        select c.id, current_date - (g % 90), 'sale', 10000 + (g % 50) * 1000, 0, 'bench', 'BENCH'
        from generate_series(1, ${LINES}) g
        join customers c on c.id = (select min(id) from customers) + (g % ${CUSTOMERS})`);
      // The cached balances of the entries written above, so verify:ledgers reads only what the load does.
      await db.execute(sql`
        insert into customer_balances (customer_id, balance)
        select customer_id, sum(amount) from customer_ledger group by customer_id
        on conflict (customer_id) do update set balance = excluded.balance`);
      await db.execute(sql`insert into rank_levels (code, name, min_amount, sort_order) values
        ('B', '일반', 0, 1), ('S', '실버', 200000, 2), ('G', '골드', 400000, 3) on conflict do nothing`);
      await db.execute(sql`analyze customer_ledger`);
      const started = performance.now();
      const id = await queueRankRun(db, 'manual', null);
      if (id !== null) await runRankRecompute(db, id);
      const ms = performance.now() - started;
      const [run] = await queryRows<{ status: string; changed: number }>(
        db,
        sql`select status, changed from rank_recompute_runs where id = ${id}`,
      );
      report({
        name: 'rank.recompute',
        values: {
          customers: CUSTOMERS,
          lines: LINES,
          ms: Math.round(ms),
          status: run?.status ?? 'none',
          changed: Number(run?.changed ?? 0),
        },
      });

      const [customer] = await queryRows<{ id: number }>(db, sql`select min(id) as id from customers`);
      const customerId = Number(customer?.id);
      await db.transaction((tx) => postPoints(tx, { customerId, kind: 'manual', amount: 2_000 }, null));
      const r = await runPointSpendLoad(db, {
        customerId,
        clients: 20,
        durationMs: SPEND_SECONDS * 1000,
        actorId: null,
      });
      const diff = await verifyLedgers(db);
      report({
        name: 'point.spend',
        values: {
          clients: 20,
          rps: Math.round((r.attempts + r.earned) / SPEND_SECONDS),
          p95: `${percentile(r.latencies, 95).toFixed(1)}ms`,
          negative: r.lowestRunning < 0 ? 1 : 0,
          ledger_diff: diff.length,
          attempts: r.attempts,
          refused: r.refused,
        },
      });
    } finally {
      await database.close();
    }
  },
};
