import { sql } from 'drizzle-orm';
import { completeReturn } from '../modules/order-return/return-posting.service.js';
import { saveWarehouse } from '../modules/stock/stock-admin.service.js';
import { accounts } from '../platform/auth/account.table.js';
import { openPostgres } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';
import type { BenchSuite } from './bench.types.js';
import { percentile } from './bench.types.js';
import { msOf } from './bench-measure.js';

const LINES = 50;
const RUNS = Number(process.env.BENCH_RETURN_RUNS ?? 40);

/**
 * `bench returns.examine`: the completion of a return examination of LINES lines (stock back,
 * receivable credit, point reversal, in one transaction), RUNS times on the same fixed order. The
 * order, the checked returns and their scans are written in set statements first, so the run times
 * the posting alone.
 */
export const returnsBench: BenchSuite = {
  name: 'returns.examine',
  needsDatabase: true,
  run: async ({ report, databaseUrl }) => {
    const database = await openPostgres(databaseUrl);
    try {
      await database.migrate();
      const db = database.db;
      const [made] = await db
        .insert(accounts)
        .values({
          loginId: 'bench-returns',
          name: 'bench-returns',
          kind: 'staff',
          role: 'public',
          passwordHash: 'x',
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      const actor = { accountId: made?.id ?? null, loginId: 'bench-returns', isAdmin: false };
      await saveWarehouse(db, { code: 'MAIN', name: '본사 창고', kind: 'main' }, actor);
      await db.execute(sql`
        insert into parts (part_no, name, purchase_price)
        select 'RTN-' || lpad(g::text, 4, '0'), '반품 벤치 부품 ' || g, 1000 from generate_series(1, ${LINES}) g`);
      const [customer] = await queryRows<{ id: number }>(
        db,
        sql`insert into customers (name) values ('반품 벤치 정비') returning id`,
      );
      const [order] = await queryRows<{ id: number }>(
        db,
        sql`insert into sales_orders (code, customer_id, warehouse_code, status, vat_included, fixed_at)
            values ('O20261127-9999', ${customer!.id}, 'MAIN', 'fixed', false, now()) returning id`,
      );
      await db.execute(sql`
        insert into sales_order_lines (order_id, line_no, part_id, part_code, part_no, part_name, qty, list_price, unit_price, supply, tax, total)
        select ${order!.id}, row_number() over (order by p.id), p.id, p.code, p.part_no, p.name, ${RUNS + 10}, 1500, 1500,
               1500 * ${RUNS + 10}, 150 * ${RUNS + 10}, 1650 * ${RUNS + 10}
          from parts p where p.part_no like 'RTN-%'`);
      await db.execute(sql`
        insert into point_entries (customer_id, entry_date, kind, amount, doc_kind, doc_code, doc_line)
        select ${customer!.id}, current_date, 'sale', 100, 'sales_order', 'O20261127-9999', line_no
          from sales_order_lines where order_id = ${order!.id}`);
      await db.execute(sql`
        insert into point_balances (customer_id, balance) values (${customer!.id}, ${LINES * 100})`);
      const samples: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const code = `U20261127-${String(run).padStart(4, '0')}`;
        const [ret] = await queryRows<{ id: number }>(
          db,
          sql`insert into order_returns (code, kind, status, order_id, customer_id, warehouse_code, reason, checked_at)
              values (${code}, ${run % 5 === 0 ? 'defect' : 'plain'}, 'checked', ${order!.id}, ${customer!.id}, 'MAIN', '벤치', now())
              returning id`,
        );
        await db.execute(sql`
          insert into order_return_lines (return_id, line_no, qty, disposition)
          select ${ret!.id}, g, 1, ${run % 5 === 0 ? 'defect' : 'restock'} from generate_series(1, ${LINES}) g`);
        await db.execute(sql`
          insert into order_return_scans (return_id, line_no, scanned_value)
          select ${ret!.id}, g, 'bench' from generate_series(1, ${LINES}) g`);
        samples.push(await msOf(() => completeReturn(db, code, actor)));
      }
      const [check] = await queryRows<{ returned: number }>(
        db,
        sql`select coalesce(sum(returned_qty), 0)::int as returned from sales_order_lines where order_id = ${order!.id}`,
      );
      report({
        name: 'returns.examine',
        values: {
          lines: LINES,
          runs: RUNS,
          p50: `${percentile(samples, 50).toFixed(1)}ms`,
          p95: `${percentile(samples, 95).toFixed(1)}ms`,
          returned: Number(check?.returned ?? 0),
        },
      });
    } finally {
      await database.close();
    }
  },
};
