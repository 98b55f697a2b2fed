import { type ProperRunParams, periodDays, SYSTEM_WAREHOUSE_KINDS, serviceLevelZ } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { kstDayEnd, kstDayStart } from '../../platform/list/list-query.sql.js';

// The proper stock computation (issue #18), set-based in SQL, one chunk of part ids per short
// transaction: the progress moves after each chunk, and other requests get the database between
// chunks instead of waiting behind one statement over a million parts. The job runs in the server
// process; its run row is the state. A process that dies mid-run leaves the row running, and the
// next start marks it failed (markInterruptedRuns): a run is cheap to start again, and resuming
// half a run computed under other stock would mix two moments.

/** Part ids per chunk: about a second of work on a year of demand for a million parts. */
export const PROPER_CHUNK_IDS = 25_000;

/** Warehouses a run covers: the ones named, or every stocking warehouse (none the system keeps). */
const warehouseFilter = (params: ProperRunParams) =>
  params.warehouseCodes.length > 0
    ? sql`w.code in (${sql.join(
        params.warehouseCodes.map((c) => sql`${c.toUpperCase()}`),
        sql`, `,
      )})`
    : sql`w.kind not in (${sql.join(
        SYSTEM_WAREHOUSE_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )}) and w.active`;

/**
 * Computes the suggestions of part ids [lo, hi] into proper_stock_suggestions: per part and
 * warehouse, daily demand (sales out plus lost sales, KST days) over the period, its mean and
 * population σ with days of no demand counted as zero, the lead time L, safety = z·σ·√L,
 * min = round(mean·L + safety), max = min + round(mean·reviewDays). Pairs with a current level and
 * no demand get a suggestion too (their level falls to 0). Rounding is numeric (half away from
 * zero) as Math.round on these non-negative figures.
 */
const chunkStatement = (runId: number, params: ProperRunParams, lo: number, hi: number) => {
  const days = periodDays(params.fromDate, params.toDate) ?? 1;
  const z = serviceLevelZ(params.serviceLevel);
  const from = kstDayStart(params.fromDate);
  const to = kstDayEnd(params.toDate);
  const kind = params.kindCode ? params.kindCode.toUpperCase() : null;
  const lead =
    params.leadSource === 'supplier'
      ? sql`coalesce((select sp.lead_days from supplier_parts sp where sp.part_id = f.part_id and sp.lead_days > 0
          order by sp.preferred desc, sp.lead_days limit 1), ${params.defaultLeadDays}::int)`
      : sql`${params.defaultLeadDays}::int`;
  return sql`
    with wh as materialized (select w.code from warehouses w where ${warehouseFilter(params)}),
    demand as (
      select m.part_id, m.warehouse_code, (m.at at time zone 'Asia/Seoul')::date as day,
        -sum(m.qty)::bigint as q, 0::bigint as miss
      from stock_moves m
      where m.part_id between ${lo} and ${hi} and m.reason = 'sale-out'
        and m.at >= ${from} and m.at < ${to} and m.warehouse_code in (select code from wh)
      group by 1, 2, 3
      union all
      select d.part_id, d.warehouse_code, (d.at at time zone 'Asia/Seoul')::date, sum(d.qty)::bigint, sum(d.qty)::bigint
      from stock_demand_misses d
      where d.part_id between ${lo} and ${hi} and d.at >= ${from} and d.at < ${to}
        and d.warehouse_code in (select code from wh)
      group by 1, 2, 3
    ),
    daily as (select part_id, warehouse_code, day, sum(q) as q, sum(miss) as miss from demand group by 1, 2, 3),
    stats as (
      select part_id, warehouse_code, sum(q)::float8 as s, sum(q * q)::float8 as ss, sum(miss)::bigint as miss
      from daily group by 1, 2
    ),
    pairs as (
      select part_id, warehouse_code from stats
      union
      select l.part_id, l.warehouse_code from proper_stock_levels l
      where l.part_id between ${lo} and ${hi} and l.warehouse_code in (select code from wh)
    ),
    f as (
      select p.part_id, p.warehouse_code, coalesce(s.s, 0) as s, coalesce(s.miss, 0) as miss,
        coalesce(s.s, 0) / ${days}::float8 as mean,
        sqrt(greatest(coalesce(s.ss, 0) / ${days}::float8 - power(coalesce(s.s, 0) / ${days}::float8, 2), 0)) as sigma
      from pairs p left join stats s on s.part_id = p.part_id and s.warehouse_code = p.warehouse_code
      join parts pt on pt.id = p.part_id and pt.active and not pt.is_set
        ${kind ? sql`and (pt.kind_code collate "C") like ${`${kind}%`}` : sql``}
    ),
    g as (select f.*, ${lead} as lead_days from f),
    h as (
      select g.*, round((${z}::float8 * g.sigma * sqrt(g.lead_days))::numeric)::int as safety,
        round((g.mean * g.lead_days + ${z}::float8 * g.sigma * sqrt(g.lead_days))::numeric)::int as new_min
      from g
    )
    insert into proper_stock_suggestions (run_id, part_id, warehouse_code, demand_qty, miss_qty, mean_per_day,
      sigma, lead_days, safety, new_min, new_max, current_min, current_max, on_hand, accepted)
    select ${runId}, h.part_id, h.warehouse_code, h.s::int, h.miss::int, h.mean, h.sigma, h.lead_days, h.safety,
      h.new_min, h.new_min + round((h.mean * ${params.reviewDays})::numeric)::int,
      coalesce(l.min_qty, 0), coalesce(l.max_qty, 0), coalesce(b.qty, 0), true
    from h
    left join proper_stock_levels l on l.part_id = h.part_id and l.warehouse_code = h.warehouse_code
    left join stock_balances b on b.part_id = h.part_id and b.warehouse_code = h.warehouse_code`;
};

/** Marks runs a dead process left queued or running as failed (called once at start). */
export const markInterruptedRuns = async (db: DbOrTx): Promise<void> => {
  await db.execute(sql`
    update proper_stock_runs set status = 'failed', finished_at = now(),
      error = '서버가 다시 시작되어 계산이 중단되었습니다. 다시 계산하세요.'
    where status in ('queued', 'running')`);
};

export type JobOptions = { chunkIds?: number; stopped?: () => boolean };

/**
 * Runs one queued run to its end. Never throws: a failure is written on the run row. A stopping
 * server (`stopped`) leaves the run as it is, for the next start to mark.
 */
export const runProperJob = async (db: Db, runId: number, options: JobOptions = {}): Promise<void> => {
  const chunk = options.chunkIds ?? PROPER_CHUNK_IDS;
  try {
    const [run] = await queryRows<{ params: ProperRunParams; total: number }>(
      db,
      sql`update proper_stock_runs set status = 'running', started_at = now(),
            total = (select coalesce(max(id), 0) from parts)
          where id = ${runId} and status = 'queued' returning params, total`,
    );
    if (!run) return;
    const total = Number(run.total);
    for (let lo = 1; lo <= total; lo += chunk) {
      if (options.stopped?.()) return;
      const hi = Math.min(lo + chunk - 1, total);
      await db.transaction(async (tx) => {
        await tx.execute(chunkStatement(runId, run.params, lo, hi));
        await tx.execute(sql`update proper_stock_runs set done = ${hi} where id = ${runId}`);
      });
      // Let waiting requests in between chunks (the event loop, then the pool).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db.execute(sql`update proper_stock_runs set status = 'done', done = total, finished_at = now()
      where id = ${runId} and status = 'running'`);
  } catch (error) {
    if (options.stopped?.()) return;
    // Only the database's error code is kept: a failed query's text carries its parameters.
    const cause = (error as { cause?: { code?: string } } | null)?.cause;
    const code = cause?.code ?? (error as { code?: string } | null)?.code ?? '';
    await db
      .execute(sql`update proper_stock_runs set status = 'failed', finished_at = now(),
        error = ${`계산하지 못했습니다${code ? ` (오류 ${code})` : ''}. 다시 계산하세요.`} where id = ${runId}`)
      .catch(() => undefined);
  }
};
