import type {
  ProperAccept,
  ProperHistoryPage,
  ProperHistoryQuery,
  ProperRun,
  ProperRunParams,
  ProperSuggestionPage,
  ProperSuggestionQuery,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { gramsContains } from '../../platform/list/list-query.sql.js';
import { parts } from '../part/part.table.js';

// Proper stock runs: start (the job runs after the answer), read with progress, review (accept or
// skip lines), apply (levels, history and parts.proper_stock in one transaction), and history.

type RunSqlRow = {
  id: number;
  status: ProperRun['status'];
  params: ProperRun['params'];
  done: number;
  total: number;
  suggestion_count: number;
  accepted_count: number;
  error: string | null;
  created_by: string | null;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  applied_by: string | null;
  applied_at: string | Date | null;
};

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

const runSelect = sql`
  select r.id, r.status, r.params, r.done, r.total, r.error, r.created_at, r.started_at, r.finished_at, r.applied_at,
    (select a.login_id from accounts a where a.id = r.created_by) as created_by,
    (select a.login_id from accounts a where a.id = r.applied_by) as applied_by,
    (select count(*)::int from proper_stock_suggestions s where s.run_id = r.id) as suggestion_count,
    (select count(*)::int from proper_stock_suggestions s where s.run_id = r.id and s.accepted) as accepted_count
  from proper_stock_runs r`;

const toRun = (r: RunSqlRow): ProperRun => ({
  id: Number(r.id),
  status: r.status,
  params: r.params,
  done: Number(r.done),
  total: Number(r.total),
  suggestionCount: Number(r.suggestion_count),
  acceptedCount: Number(r.accepted_count),
  error: r.error,
  createdBy: r.created_by,
  createdAt: iso(r.created_at) ?? '',
  startedAt: iso(r.started_at),
  finishedAt: iso(r.finished_at),
  appliedBy: r.applied_by,
  appliedAt: iso(r.applied_at),
});

export const loadRun = async (db: DbOrTx, id: number): Promise<ProperRun> => {
  const [row] = await queryRows<RunSqlRow>(db, sql`${runSelect} where r.id = ${id}`);
  if (!row) throw new AppError('E2001', `적정 재고 계산 ${id}번을 찾을 수 없습니다.`);
  return toRun(row);
};

export const listRuns = async (db: DbOrTx): Promise<{ rows: ProperRun[] }> => {
  const rows = await queryRows<RunSqlRow>(db, sql`${runSelect} order by r.id desc limit 50`);
  return { rows: rows.map(toRun) };
};

/**
 * Queues a run (one at a time: a second while one is queued or running is refused, the two would
 * read and write the same levels) after checking the warehouses named exist. The caller starts
 * the job once this answer's transaction has committed.
 */
export const queueRun = async (db: Db, params: ProperRunParams, accountId: number | null): Promise<number> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('proper_stock_runs'))`);
    const [busy] = await queryRows<{ id: number }>(
      tx,
      sql`select id from proper_stock_runs where status in ('queued', 'running') limit 1`,
    );
    if (busy)
      throw new AppError(
        'E2003',
        `적정 재고 계산 ${busy.id}번이 아직 진행 중입니다. 끝난 뒤에 다시 시작하세요.`,
      );
    const codes = params.warehouseCodes.map((c) => c.toUpperCase());
    if (codes.length > 0) {
      const found = await queryRows<{ code: string }>(
        tx,
        sql`select code from warehouses where code in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      );
      const missing = codes.filter((c) => !found.some((f) => f.code === c));
      if (missing.length > 0) throw new AppError('E2001', `창고를 찾을 수 없습니다: ${missing.join(', ')}`);
    }
    const stored = { ...params, warehouseCodes: codes, kindCode: params.kindCode ?? null };
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into proper_stock_runs (params, created_by) values (${JSON.stringify(stored)}::jsonb, ${accountId}) returning id`,
    );
    return Number(row?.id);
  });

/** Accepts or skips lines of a run under review; only a computed, not yet applied run. */
export const acceptLines = async (db: Db, body: ProperAccept): Promise<{ changed: number }> =>
  db.transaction(async (tx) => {
    const run = await loadRun(tx, body.runId);
    if (run.status !== 'done') {
      throw new AppError('E2003', '계산이 끝나고 아직 반영하지 않은 결과만 고칠 수 있습니다.');
    }
    const values = sql.join(
      body.lines.map(
        (l) =>
          sql`(${l.partCode.toUpperCase()}::text, ${l.warehouseCode.toUpperCase()}::text, ${l.accepted}::boolean)`,
      ),
      sql`, `,
    );
    const rows = await queryRows<{ part_id: number }>(
      tx,
      sql`update proper_stock_suggestions s set accepted = v.accepted
        from (values ${values}) v(part_code, warehouse_code, accepted), ${parts} p
        where p.code = v.part_code and s.run_id = ${body.runId} and s.part_id = p.id
          and s.warehouse_code = v.warehouse_code
        returning s.part_id`,
    );
    if (rows.length !== body.lines.length) {
      throw new AppError('E2001', '계산 결과에 없는 줄이 있습니다. 목록을 새로 고친 뒤 다시 고르세요.');
    }
    return { changed: rows.length };
  });

/**
 * StockAutoChange: applies a computed run's accepted lines in one transaction: the history of each
 * changed level (old → new), the levels, and parts.proper_stock = the sum of the part's minimums
 * over every warehouse (what ShortageStock and the order suggestions read). A run applies once:
 * the status moves done → applied under the row's lock, so a second apply is refused.
 */
export const applyRun = async (db: Db, id: number, accountId: number | null): Promise<number> =>
  db.transaction(async (tx) => {
    const [locked] = await queryRows<{ status: string }>(
      tx,
      sql`select status from proper_stock_runs where id = ${id} for update`,
    );
    if (!locked) throw new AppError('E2001', `적정 재고 계산 ${id}번을 찾을 수 없습니다.`);
    if (locked.status === 'applied') throw new AppError('E2003', '이미 반영한 계산입니다.');
    if (locked.status !== 'done') throw new AppError('E2003', '계산이 끝난 결과만 반영할 수 있습니다.');
    // Changed lines only: a level already at its suggestion needs no history row.
    const changed = sql`
      select s.part_id, s.warehouse_code, coalesce(l.min_qty, 0) as old_min, coalesce(l.max_qty, 0) as old_max,
        s.new_min, s.new_max
      from proper_stock_suggestions s
      left join proper_stock_levels l on l.part_id = s.part_id and l.warehouse_code = s.warehouse_code
      where s.run_id = ${id} and s.accepted
        and (coalesce(l.min_qty, -1) <> s.new_min or coalesce(l.max_qty, -1) <> s.new_max)`;
    const history = await queryRows<{ part_id: number }>(
      tx,
      sql`insert into proper_stock_history (run_id, part_id, warehouse_code, old_min, old_max, new_min, new_max, changed_by)
        select ${id}, c.part_id, c.warehouse_code, c.old_min, c.old_max, c.new_min, c.new_max, ${accountId}::int
        from (${changed}) c
        returning part_id`,
    );
    await tx.execute(sql`
      insert into proper_stock_levels (part_id, warehouse_code, min_qty, max_qty, run_id, updated_by)
      select s.part_id, s.warehouse_code, s.new_min, s.new_max, ${id}, ${accountId}::int
      from proper_stock_suggestions s where s.run_id = ${id} and s.accepted
      on conflict (part_id, warehouse_code) do update set min_qty = excluded.min_qty, max_qty = excluded.max_qty,
        run_id = excluded.run_id, updated_by = excluded.updated_by, updated_at = now()`);
    await tx.execute(sql`
      update parts p set proper_stock = t.total, updated_at = now()
      from (
        select l.part_id, sum(l.min_qty)::int as total from proper_stock_levels l
        where l.part_id in (select s.part_id from proper_stock_suggestions s where s.run_id = ${id} and s.accepted)
        group by l.part_id
      ) t
      where p.id = t.part_id and p.proper_stock <> t.total`);
    await tx.execute(
      sql`update proper_stock_runs set status = 'applied', applied_by = ${accountId}, applied_at = now() where id = ${id}`,
    );
    return history.length;
  });

type SuggestionSqlRow = {
  part_code: string;
  part_no: string;
  name: string;
  car_model: string;
  warehouse_code: string;
  demand_qty: number;
  miss_qty: number;
  mean_per_day: number;
  sigma: number;
  lead_days: number;
  safety: number;
  new_min: number;
  new_max: number;
  current_min: number;
  current_max: number;
  on_hand: number;
  accepted: boolean;
  total_rows: number;
};

/** StockCalculation's review grid: a run's lines by part code (the suggestions' key order). */
export const listSuggestions = async (
  db: DbOrTx,
  q: ProperSuggestionQuery,
): Promise<ProperSuggestionPage> => {
  const keyword = q.keyword ? gramsContains(parts.searchGrams, parts.searchText, q.keyword) : null;
  const where = sql`s.run_id = ${q.runId}
    ${q.warehouseCode ? sql`and s.warehouse_code = ${q.warehouseCode.toUpperCase()}` : sql``}
    ${q.changedOnly ? sql`and (s.new_min <> s.current_min or s.new_max <> s.current_max)` : sql``}
    ${keyword ? sql`and ${keyword}` : sql``}`;
  const rows = await queryRows<SuggestionSqlRow>(
    db,
    sql`select parts.code as part_code, parts.part_no, parts.name, parts.car_model, s.warehouse_code, s.demand_qty, s.miss_qty,
        s.mean_per_day, s.sigma, s.lead_days, s.safety, s.new_min, s.new_max, s.current_min, s.current_max,
        s.on_hand, s.accepted, count(*) over ()::int as total_rows
      from proper_stock_suggestions s join ${parts} on parts.id = s.part_id
      where ${where}
      order by s.new_min desc, s.part_id, s.warehouse_code
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => ({
      partCode: r.part_code,
      partNo: r.part_no,
      name: r.name,
      carModel: r.car_model,
      warehouseCode: r.warehouse_code,
      demandQty: Number(r.demand_qty),
      missQty: Number(r.miss_qty),
      meanPerDay: Number(r.mean_per_day),
      sigma: Number(r.sigma),
      leadDays: Number(r.lead_days),
      safety: Number(r.safety),
      newMin: Number(r.new_min),
      newMax: Number(r.new_max),
      currentMin: Number(r.current_min),
      currentMax: Number(r.current_max),
      onHand: Number(r.on_hand),
      accepted: Boolean(r.accepted),
    })),
    total: Number(rows[0]?.total_rows ?? 0),
    page: q.page,
    size: q.size,
  };
};

type HistorySqlRow = {
  part_code: string;
  part_no: string;
  name: string;
  car_model: string;
  warehouse_code: string;
  run_id: number;
  old_min: number;
  old_max: number;
  new_min: number;
  new_max: number;
  changed_by: string | null;
  at: string | Date;
  total_rows: number;
};

/** StockAutoChange's history, newest first (proper_stock_history_at_idx / _part_idx). */
export const listHistory = async (db: DbOrTx, q: ProperHistoryQuery): Promise<ProperHistoryPage> => {
  const rows = await queryRows<HistorySqlRow>(
    db,
    sql`select p.code as part_code, p.part_no, p.name, p.car_model, h.warehouse_code, h.run_id, h.old_min, h.old_max,
        h.new_min, h.new_max, (select a.login_id from accounts a where a.id = h.changed_by) as changed_by, h.at,
        count(*) over ()::int as total_rows
      from proper_stock_history h join ${parts} p on p.id = h.part_id
      where true
        ${q.partCode ? sql`and p.code = ${q.partCode.toUpperCase()}` : sql``}
        ${q.runId ? sql`and h.run_id = ${q.runId}` : sql``}
      order by h.at desc, h.id desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => ({
      partCode: r.part_code,
      partNo: r.part_no,
      name: r.name,
      carModel: r.car_model,
      warehouseCode: r.warehouse_code,
      runId: Number(r.run_id),
      oldMin: Number(r.old_min),
      oldMax: Number(r.old_max),
      newMin: Number(r.new_min),
      newMax: Number(r.new_max),
      changedBy: r.changed_by,
      at: iso(r.at) ?? '',
    })),
    total: Number(rows[0]?.total_rows ?? 0),
    page: q.page,
    size: q.size,
  };
};
