import {
  type ListPage,
  type RankListQuery,
  type RankPeriodAmountRow,
  type RankPeriodQuery,
  type RankRangeRow,
  type RankRun,
  ymdToIsoDate,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstIsoDate } from '../../platform/http/kst.js';

// The rank recompute: each customer's net purchases over the period (sales less cancels and
// returns in the customer ledger, by entry day) give its rank; a manual choice in force wins;
// a choice past its end date ends. Set-based SQL, one chunk of customer ids per short
// transaction, so the progress moves and other requests get the database between chunks. The
// run row is the state (a dead process leaves it running; the next start marks it failed).

export const RANK_CHUNK_IDS = 5_000;

/** Net purchases: what the customer ledger's sale, cancel and return entries add up to. */
const PURCHASE_KINDS = sql`('sale', 'cancel', 'return')`;

const addMonths = (isoDay: string, months: number): string => {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, d));
  return date.toISOString().slice(0, 10);
};
const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A manual run sums the last `months` up to today; the monthly one the last whole months. */
export const periodOf = (trigger: 'manual' | 'monthly', months: number, today = kstIsoDate()) => {
  if (trigger === 'manual') return { fromDate: addDays(addMonths(today, -months), 1), toDate: today };
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  return { fromDate: addMonths(firstOfMonth, -months), toDate: addDays(firstOfMonth, -1) };
};

type RunSql = {
  id: number;
  status: RankRun['status'];
  trigger: RankRun['trigger'];
  from_date: string;
  to_date: string;
  done: number;
  total: number;
  changed: number;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};
const RUN_SQL = sql`id, status, trigger, to_char(from_date, 'YYYYMMDD') as from_date, to_char(to_date, 'YYYYMMDD') as to_date,
  done, total, changed, error, created_at, finished_at`;
const toRun = (r: RunSql): RankRun => ({
  id: Number(r.id),
  status: r.status,
  trigger: r.trigger,
  fromDate: r.from_date,
  toDate: r.to_date,
  done: Number(r.done),
  total: Number(r.total),
  changed: Number(r.changed),
  error: r.error,
  createdAt: new Date(r.created_at).toISOString(),
  finishedAt: r.finished_at == null ? null : new Date(r.finished_at).toISOString(),
});

export const loadRankRun = async (db: DbOrTx, id: number): Promise<RankRun> => {
  const [row] = await queryRows<RunSql>(db, sql`select ${RUN_SQL} from rank_recompute_runs where id = ${id}`);
  if (!row) throw new AppError('E2001', '등급 재계산을 찾을 수 없습니다.');
  return toRun(row);
};

export const listRankRuns = async (db: DbOrTx): Promise<RankRun[]> =>
  (
    await queryRows<RunSql>(db, sql`select ${RUN_SQL} from rank_recompute_runs order by id desc limit 20`)
  ).map(toRun);

const periodMonthsOf = async (db: DbOrTx) => {
  const [row] = await queryRows<{ m: number }>(
    db,
    sql`select period_months as m from rank_policy where id = 1`,
  );
  return Number(row?.m ?? 3);
};

/** Queues a run, or answers null when one is already queued or running (one at a time). */
export const queueRankRun = async (
  db: Db,
  trigger: 'manual' | 'monthly',
  actor: AuditActor | null,
): Promise<number | null> => {
  const { fromDate, toDate } = periodOf(trigger, await periodMonthsOf(db));
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into rank_recompute_runs (trigger, from_date, to_date, created_by)
        select ${trigger}, ${fromDate}, ${toDate}, ${actor?.accountId ?? null}
        where not exists (select 1 from rank_recompute_runs where status in ('queued', 'running'))
        on conflict do nothing returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
};

export const markInterruptedRankRuns = async (db: DbOrTx): Promise<void> => {
  await db.execute(sql`update rank_recompute_runs set status = 'failed', finished_at = now(),
    error = '서버가 다시 시작되어 계산이 중단되었습니다. 다시 계산하세요.' where status in ('queued', 'running')`);
};

/** One chunk: amounts, ended choices, the new ranks and their history, in one statement. */
const chunkStatement = (
  run: { id: number; fromDate: string; toDate: string; by: number | null },
  lo: number,
  hi: number,
  today: string,
) => sql`
  with a as (
    select c.id, c.rank as old_rank, coalesce(s.amount, 0)::bigint as amount
    from customers c
    left join lateral (
      select sum(l.amount) as amount from customer_ledger l
      where l.customer_id = c.id and l.kind in ${PURCHASE_KINDS}
        and l.entry_date between ${run.fromDate} and ${run.toDate}
    ) s on true
    where c.id between ${lo} and ${hi}
  ),
  r as (
    select a.*, (select lv.code from rank_levels lv where lv.active and lv.min_amount <= a.amount
                 order by lv.min_amount desc limit 1) as computed
    from a
  ),
  saved as (
    insert into customer_rank_amounts (customer_id, amount, computed_rank, run_id, computed_at)
    select id, amount, computed, ${run.id}, now() from r
    on conflict (customer_id) do update set amount = excluded.amount, computed_rank = excluded.computed_rank,
      run_id = excluded.run_id, computed_at = excluded.computed_at
  ),
  ended as (
    update customer_rank_choices set status = 'ended', closed_at = now(), close_reason = '종료일 경과'
    where status = 'active' and end_date < ${today} and customer_id between ${lo} and ${hi}
    returning customer_id
  ),
  t as (
    select r.id, r.old_rank, r.amount, coalesce(ch.rank_code, r.computed) as new_rank,
      (ch.rank_code is null and exists (select 1 from ended e where e.customer_id = r.id)) as choice_end
    from r left join customer_rank_choices ch
      on ch.customer_id = r.id and ch.status = 'active' and ch.end_date >= ${today}
  ),
  moved as (
    update customers c set rank = t.new_rank from t
    where c.id = t.id and t.new_rank is not null and c.rank is distinct from t.new_rank
    returning c.id
  ),
  h as (
    insert into customer_rank_history (customer_id, from_rank, to_rank, source, reason, amount, run_id, created_by)
    select t.id, t.old_rank, t.new_rank, case when t.choice_end then 'choice-end' else 'recompute' end,
      ${`구매 금액 ${run.fromDate}~${run.toDate}`}, t.amount, ${run.id}, ${run.by}
    from t join moved m on m.id = t.id
    returning 1
  )
  select count(*)::int as n from h`;

export type RankJobOptions = { chunkIds?: number; stopped?: () => boolean };

/** Runs one queued run to its end. Never throws: a failure is written on the run row. */
export const runRankRecompute = async (
  db: Db,
  runId: number,
  options: RankJobOptions = {},
): Promise<void> => {
  const chunk = options.chunkIds ?? RANK_CHUNK_IDS;
  try {
    const [row] = await queryRows<{
      from_date: string;
      to_date: string;
      total: number;
      created_by: number | null;
    }>(
      db,
      sql`update rank_recompute_runs set status = 'running', total = (select coalesce(max(id), 0) from customers)
          where id = ${runId} and status = 'queued'
          returning to_char(from_date, 'YYYY-MM-DD') as from_date, to_char(to_date, 'YYYY-MM-DD') as to_date, total, created_by`,
    );
    if (!row) return;
    const run = { id: runId, fromDate: row.from_date, toDate: row.to_date, by: row.created_by };
    const total = Number(row.total);
    const today = kstIsoDate();
    for (let lo = 1; lo <= total; lo += chunk) {
      if (options.stopped?.()) return;
      const hi = Math.min(lo + chunk - 1, total);
      await db.transaction(async (tx) => {
        const [moved] = await queryRows<{ n: number }>(tx, chunkStatement(run, lo, hi, today));
        await tx.execute(sql`update rank_recompute_runs set done = ${hi}, changed = changed + ${Number(moved?.n ?? 0)}
          where id = ${runId}`);
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db.execute(sql`update rank_recompute_runs set status = 'done', done = total, finished_at = now()
      where id = ${runId} and status = 'running'`);
  } catch (error) {
    if (options.stopped?.()) return;
    const cause = (error as { cause?: { code?: string } } | null)?.cause;
    const code = cause?.code ?? (error as { code?: string } | null)?.code ?? '';
    await db
      .execute(sql`update rank_recompute_runs set status = 'failed', finished_at = now(),
        error = ${`계산하지 못했습니다${code ? ` (오류 ${code})` : ''}. 다시 계산하세요.`} where id = ${runId}`)
      .catch(() => undefined);
  }
};

const filters = (q: RankListQuery, amount: SQL, rank: SQL): SQL[] => [
  ...(q.customerCode ? [sql`c.code = ${q.customerCode.toUpperCase()}`] : []),
  ...(q.rankCode ? [sql`${rank} = ${q.rankCode.toUpperCase()}`] : []),
  ...(q.minAmount != null ? [sql`${amount} >= ${q.minAmount}`] : []),
  ...(q.maxAmount != null ? [sql`${amount} <= ${q.maxAmount}`] : []),
];
const whereOf = (parts: SQL[]) => (parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

type RangeSql = Omit<RankRangeRow, 'computedAt' | 'amount'> & {
  computedAt: Date | string | null;
  amount: string | number | null;
};

/** CustomerRankRange: customers with their rank and last computed amount, highest first. */
export const listRankRange = async (db: DbOrTx, q: RankListQuery): Promise<ListPage<RankRangeRow>> => {
  const from = sql`from customers c left join customer_rank_amounts ra on ra.customer_id = c.id
    left join rank_levels l on l.code = c.rank`;
  const where = whereOf(filters(q, sql`coalesce(ra.amount, 0)`, sql`c.rank`));
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} ${where}`);
  const rows = await queryRows<RangeSql>(
    db,
    sql`select c.code as "customerCode", c.name as "customerName", c.rank, l.name as "rankName", ra.amount,
          ra.computed_rank as "computedRank", ra.computed_at as "computedAt",
          (select to_char(ch.end_date, 'YYYYMMDD') from customer_rank_choices ch
            where ch.customer_id = c.id and ch.status = 'active') as "choiceEndDate"
        ${from} ${where} order by ra.amount desc nulls last, c.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      amount: r.amount == null ? null : Number(r.amount),
      computedAt: r.computedAt == null ? null : new Date(r.computedAt).toISOString(),
    })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

type PeriodSql = {
  customerCode: string;
  customerName: string;
  rank: string | null;
  rankName: string | null;
  sales: string;
  cancels: string;
  amount: string;
  rankForAmount: string | null;
};

/** OrderCustRankPeriodAmount: net purchases per customer over any period, with the rank they reach. */
export const listRankPeriodAmounts = async (
  db: DbOrTx,
  q: RankPeriodQuery,
): Promise<ListPage<RankPeriodAmountRow>> => {
  const fromDate = ymdToIsoDate(q.fromDate)!;
  const toDate = ymdToIsoDate(q.toDate)!;
  if (fromDate > toDate) throw new AppError('E0422', '종료일: 시작일 이후여야 합니다.', { field: 'toDate' });
  const base = sql`with s as (
      select l.customer_id, sum(l.amount) filter (where l.kind = 'sale') as sales,
        -coalesce(sum(l.amount) filter (where l.kind <> 'sale'), 0) as cancels, sum(l.amount) as amount
      from customer_ledger l
      where l.kind in ${PURCHASE_KINDS} and l.entry_date between ${fromDate} and ${toDate}
      group by l.customer_id
    )`;
  const from = sql`from s join customers c on c.id = s.customer_id left join rank_levels l on l.code = c.rank`;
  const where = whereOf(filters(q, sql`s.amount`, sql`c.rank`));
  const [count] = await queryRows<{ n: number }>(db, sql`${base} select count(*)::int as n ${from} ${where}`);
  const rows = await queryRows<PeriodSql>(
    db,
    sql`${base} select c.code as "customerCode", c.name as "customerName", c.rank, l.name as "rankName",
          coalesce(s.sales, 0) as sales, s.cancels, s.amount,
          (select lv.code from rank_levels lv where lv.active and lv.min_amount <= s.amount
            order by lv.min_amount desc limit 1) as "rankForAmount"
        ${from} ${where} order by s.amount desc, c.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      sales: Number(r.sales),
      cancels: Number(r.cancels),
      amount: Number(r.amount),
    })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};
