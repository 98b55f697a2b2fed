import { sql } from 'drizzle-orm';
import { partUnitCostSql } from '../modules/stock/stock.service.js';
import { saveWarehouse } from '../modules/stock/stock-admin.service.js';
import { planCount, stepCount } from '../modules/stock-count/stock-count.service.js';
import { accounts } from '../platform/auth/account.table.js';
import { openPostgres } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';
import type { BenchSuite } from './bench.types.js';
import { msOf } from './bench-measure.js';

const LINES = Number(process.env.BENCH_COUNT_LINES ?? 50_000);

/**
 * `bench stock.count`: approving (posting) a count of LINES lines, every one of them a difference
 * (the worst case: one survey-adjust move per line). The parts, their opening stock, the plan and
 * the counted lines are written in set statements first, so the run times the posting alone.
 */
export const stockCountBench: BenchSuite = {
  name: 'stock.count',
  needsDatabase: true,
  run: async ({ report, databaseUrl }) => {
    const database = await openPostgres(databaseUrl);
    try {
      await database.migrate();
      const db = database.db;
      const made = await db
        .insert(accounts)
        .values(
          ['bench-planner', 'bench-counter', 'bench-approver'].map((loginId) => ({
            loginId,
            name: loginId,
            kind: 'staff',
            role: 'public',
            passwordHash: 'x',
          })),
        )
        .onConflictDoNothing()
        .returning({ id: accounts.id, loginId: accounts.loginId });
      const actor = (loginId: string) => ({
        accountId: made.find((a) => a.loginId === loginId)?.id ?? null,
        loginId,
        isAdmin: false,
      });
      await saveWarehouse(db, { code: 'MAIN', name: '본사 창고', kind: 'main' }, actor('bench-planner'));
      await db.execute(sql`
        insert into parts (part_no, name, purchase_price)
        select 'CNT-' || lpad(g::text, 6, '0'), '실사 벤치 부품 ' || g, 1000 from generate_series(1, ${LINES}) g`);
      await db.execute(sql`
        insert into stock_moves (part_id, warehouse_code, qty, unit_cost, value, reason, doc_kind, doc_code)
        select p.id, 'MAIN', 10, ${partUnitCostSql(sql`p`)}, 10 * ${partUnitCostSql(sql`p`)}, 'opening', 'stock_adjust', 'OPENING'
        from parts p where p.part_no like 'CNT-%'`);
      await db.execute(sql`
        insert into stock_balances (part_id, warehouse_code, qty, value)
        select part_id, warehouse_code, sum(qty), sum(value) from stock_moves group by part_id, warehouse_code`);
      const plan = await planCount(
        db,
        {
          warehouseCode: 'MAIN',
          scope: 'all',
          scopeValues: [],
          plannedOn: '20261127',
          memo: null,
          counterIds: [],
        },
        actor('bench-planner'),
      );
      const counter = actor('bench-counter').accountId;
      // Every line counted one off the books (+1 or −1 alternately) and the count submitted.
      await db.execute(sql`
        update stock_count_lines l set book_qty = 10, counted_qty = case when l.line_no % 2 = 0 then 11 else 9 end,
          counted_by = ${counter}, counted_at = now()
        from stock_counts c where c.id = l.count_id and c.code = ${plan.code}`);
      await db.execute(sql`
        update stock_counts set status = 'submitted', submitted_by = ${counter}, submitted_at = now(), version = version + 1
        where code = ${plan.code}`);
      const [row] = await queryRows<{ version: number }>(
        db,
        sql`select version from stock_counts where code = ${plan.code}`,
      );
      const ms = await msOf(() => stepCount(db, plan.code, 'approve', row!.version, actor('bench-approver')));
      const [check] = await queryRows<{ moves: number; net: number }>(
        db,
        sql`select count(*)::int as moves, coalesce(sum(qty), 0)::int as net from stock_moves
            where doc_kind = 'stock-count' and doc_code = ${plan.code}`,
      );
      report({
        name: 'stock.count',
        values: {
          lines: LINES,
          ms: Math.round(ms),
          moves: Number(check?.moves ?? 0),
          net: Number(check?.net ?? 0),
        },
      });
    } finally {
      await database.close();
    }
  },
};
