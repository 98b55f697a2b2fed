import { performance } from 'node:perf_hooks';
import { listQuerySchema, PART_LIST_SPEC, toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { listParts } from '../modules/part/part-search.service.js';
import { queueRun } from '../modules/stock-proper/stock-proper.service.js';
import { runProperJob } from '../modules/stock-proper/stock-proper-job.js';
import { type Database, openPostgres } from '../platform/db/database.js';
import { seedBulkParts, seedPartCatalog } from '../seed/part.seed.js';
import type { BenchSuite } from './bench.types.js';
import { percentile, roundMs } from './bench.types.js';
import { withCachedData } from './bench-cache.js';
import { msOf } from './bench-measure.js';

// `bench stock.proper`: the proper stock job (issue #18) over a year of demand for 1 000 000 parts
// in 3 warehouses, with the part search of PartList timed while it runs (the job must not stall
// other requests). The parts are the part bench's generator (seedBulkParts); the demand is a long
// tail: 30 % of the parts sold in the year, most of those on a few days, 1 % of all parts on a
// third of the days, plus lost sales of 1 % of the parts.

// BENCH_STOCK_PROPER_PARTS: a smaller data set for a quick look (the figure of record is 1 000 000).
const N = Number(process.env.BENCH_STOCK_PROPER_PARTS ?? 1_000_000);
const WAREHOUSES = ['MAIN', 'W2', 'W3'];
const SEARCH = listQuerySchema(PART_LIST_SPEC);
const TERMS: readonly unknown[] = [
  { filters: [{ field: 'partNo', op: 'startsWith', value: 'OF-12' }] },
  { filters: [{ field: 'partNo', op: 'startsWith', value: 'GB-3' }] },
  { filters: [{ field: 'name', op: 'contains', value: '헤드램프' }] },
  { filters: [{ field: 'name', op: 'contains', value: '오일필터' }] },
  { filters: [{ field: 'partNo', op: 'startsWith', value: 'HL-45' }] },
  { filters: [{ field: 'name', op: 'contains', value: '필터' }] },
];

/**
 * A year of demand, set-based: per selected part one warehouse (a seventh also in MAIN), an
 * opening stock 400 days ago, then sales on `days` days of the last 365, 1–4 units each. Balances
 * are the sums of the moves, so the ledger stays consistent.
 */
const buildDemand = async (database: Database): Promise<{ moves: number; misses: number }> => {
  const { db } = database;
  await db.execute(sql`insert into warehouses (code, name, kind) values ('MAIN', '본사 창고', 'main'),
    ('W2', '2창고', 'branch'), ('W3', '3창고', 'branch') on conflict do nothing`);
  await db.execute(sql`
    create temp table demand_pairs as
    select p.id as part_id, (array['MAIN','W2','W3'])[1 + p.id % 3] as wh,
      case when p.id % 100 = 0 then 120 when p.id % 100 < 5 then 30 else 4 end as days
    from parts p where p.id % 10 < 3
    union all
    select p.id, 'MAIN', 6 from parts p where p.id % 10 < 3 and p.id % 7 = 0 and p.id % 3 <> 0`);
  await db.execute(sql`
    insert into stock_moves (part_id, warehouse_code, qty, unit_cost, value, reason, doc_kind, doc_code, at)
    select part_id, wh, 2000, 0, 0, 'opening', 'stock_adjust', 'BENCH', now() - interval '400 days' from demand_pairs`);
  await db.execute(sql`
    insert into stock_moves (part_id, warehouse_code, qty, unit_cost, value, reason, doc_kind, doc_code, at)
    select d.part_id, d.wh, -(1 + (d.part_id * 31 + g) % 4), 0, 0, 'sale-out', 'sales_order', 'BENCH',
      now() - make_interval(days => ((d.part_id::bigint * 7919 + g * 104729) % 365)::int, secs => (g % 3600))
    from demand_pairs d cross join lateral generate_series(1, d.days) g`);
  await db.execute(sql`
    insert into stock_balances (part_id, warehouse_code, qty, value)
    select part_id, warehouse_code, sum(qty), 0 from stock_moves group by 1, 2`);
  await db.execute(sql`
    insert into stock_demand_misses (part_id, warehouse_code, qty, doc_kind, doc_code, at)
    select d.part_id, d.wh, 1 + g % 3, 'bench', 'BENCH-' || d.part_id || '-' || g, now() - make_interval(days => (g * 37 % 365))
    from demand_pairs d cross join generate_series(1, 5) g where d.part_id % 100 = 1`);
  const [counts] = (
    (await db.execute(sql`select (select count(*) from stock_moves)::int as moves,
      (select count(*) from stock_demand_misses)::int as misses`)) as unknown as {
      rows: { moves: number; misses: number }[];
    }
  ).rows;
  await db.execute(sql`vacuum analyze stock_moves`);
  await db.execute(sql`vacuum analyze stock_balances`);
  await db.execute(sql`vacuum analyze stock_demand_misses`);
  return { moves: Number(counts?.moves ?? 0), misses: Number(counts?.misses ?? 0) };
};

export const stockProperBench: BenchSuite = {
  name: 'stock.proper',
  needsDatabase: false,
  run: async ({ report, baseUrl }) => {
    let built = '';
    await withCachedData(
      baseUrl,
      N === 1_000_000 ? 'stock_proper_1m' : `stock_proper_${N}`,
      async (url) => {
        const database = await openPostgres(url, { max: 2 });
        try {
          await database.migrate();
          const started = performance.now();
          await seedPartCatalog(database.db, { accountId: null, loginId: 'bench' });
          await seedBulkParts(database.db, N);
          await database.db.execute(sql`vacuum analyze parts`);
          const partsS = Math.round((performance.now() - started) / 1000);
          const demandStart = performance.now();
          const { moves, misses } = await buildDemand(database);
          built = `parts_s=${partsS} demand_s=${Math.round((performance.now() - demandStart) / 1000)} moves=${moves} misses=${misses}`;
          console.log(`bench stock.proper: generated ${built}`);
        } finally {
          await database.close();
        }
      },
      async (url) => {
        const database = await openPostgres(url, { max: 4 });
        try {
          await database.migrate();
          const { db } = database;
          const today = new Date();
          const id = await queueRun(
            db,
            {
              fromDate: toYmd(new Date(today.getTime() - 364 * 86_400_000)),
              toDate: toYmd(today),
              serviceLevel: 95,
              leadSource: 'supplier',
              defaultLeadDays: 7,
              reviewDays: 14,
              warehouseCodes: [],
              kindCode: null,
            },
            null,
          );
          // Part search while the job runs, one request after another as a clerk's screen does.
          let running = true;
          const times: number[] = [];
          const searching = (async () => {
            for (let i = 0; running; i += 1) {
              times.push(await msOf(() => listParts(db, SEARCH.parse(TERMS[i % TERMS.length]))));
            }
          })();
          const started = performance.now();
          await runProperJob(db, id);
          const ms = performance.now() - started;
          running = false;
          await searching;
          const [row] = (
            (await db.execute(sql`select status, (select count(*) from proper_stock_suggestions where run_id = ${id})::int as n
              from proper_stock_runs where id = ${id}`)) as unknown as {
              rows: { status: string; n: number }[];
            }
          ).rows;
          report({
            name: 'stock.proper',
            values: {
              parts: N,
              warehouses: WAREHOUSES.length,
              ms: Math.round(ms),
              search_p95: roundMs(percentile(times, 95)),
              search_p50: roundMs(percentile(times, 50)),
              searches: times.length,
              suggestions: Number(row?.n ?? 0),
              status: row?.status ?? 'missing',
            },
          });
        } finally {
          await database.close();
        }
      },
    );
    if (built) console.log(`bench stock.proper: data set ${built}`);
  },
};
