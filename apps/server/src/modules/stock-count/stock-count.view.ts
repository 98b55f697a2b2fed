import type {
  StockCountLine,
  StockCountLines,
  StockCountScope,
  StockCountStatus,
  StockCountView,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// What the count screens read: the header with its counters and location groups, and its lines.

const toYmd = (day: string): string => day.replaceAll('-', '');
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

type LineRow = {
  line_no: number;
  seq: number;
  location: string | null;
  part_code: string;
  part_no: string;
  part_name: string;
  book_qty: number | null;
  counted_qty: number | null;
  counted_by_name: string | null;
  counted_at: Date | string | null;
};

const lineSelect = sql`
  select l.line_no, l.seq, l.location, p.code as part_code, p.part_no, p.name as part_name,
         l.book_qty, l.counted_qty, a.name as counted_by_name, l.counted_at
  from stock_count_lines l join parts p on p.id = l.part_id
  left join accounts a on a.id = l.counted_by`;

const toLine = (r: LineRow): StockCountLine => ({
  lineNo: r.line_no,
  seq: r.seq,
  location: r.location,
  partCode: r.part_code,
  partNo: r.part_no,
  partName: r.part_name,
  bookQty: r.book_qty,
  countedQty: r.counted_qty,
  difference: r.counted_qty === null || r.book_qty === null ? null : r.counted_qty - r.book_qty,
  countedByName: r.counted_by_name,
  countedAt: iso(r.counted_at),
});

export const stockCountLine = async (
  db: DbOrTx,
  countId: number,
  lineNo: number,
): Promise<StockCountLine> => {
  const [row] = await queryRows<LineRow>(
    db,
    sql`${lineSelect} where l.count_id = ${countId} and l.line_no = ${lineNo}`,
  );
  return toLine(row!);
};

type HeaderRow = {
  id: number;
  code: string;
  warehouse_code: string;
  warehouse_name: string;
  scope: StockCountScope;
  scope_values: string[];
  planned_on: string;
  status: StockCountStatus;
  memo: string | null;
  planned_by_name: string | null;
  submitted_by: number | null;
  submitted_by_name: string | null;
  approved_by_name: string | null;
  submitted_at: Date | string | null;
  posted_at: Date | string | null;
  version: number;
};

const header = async (db: DbOrTx, code: string): Promise<HeaderRow> => {
  const [row] = await queryRows<HeaderRow>(
    db,
    sql`select c.id, c.code, c.warehouse_code, w.name as warehouse_name, c.scope, c.scope_values,
               c.planned_on::text as planned_on, c.status, c.memo, pa.name as planned_by_name, c.submitted_by,
               sa.name as submitted_by_name, aa.name as approved_by_name, c.submitted_at, c.posted_at, c.version
        from stock_counts c join warehouses w on w.code = c.warehouse_code
        left join accounts pa on pa.id = c.planned_by
        left join accounts sa on sa.id = c.submitted_by
        left join accounts aa on aa.id = c.approved_by
        where c.code = ${code.trim().toUpperCase()}`,
  );
  if (!row) throw new AppError('E2001', `재고 실사를 찾을 수 없습니다 (${code}).`);
  return row;
};

export const stockCountView = async (db: DbOrTx, code: string): Promise<StockCountView> => {
  const h = await header(db, code);
  const counters = await queryRows<{ account_id: number; login_id: string; name: string }>(
    db,
    sql`select a.id as account_id, a.login_id, a.name from stock_count_users u join accounts a on a.id = u.account_id
        where u.count_id = ${h.id} order by a.name`,
  );
  const zones = await queryRows<{ seq: number; location: string | null; lines: number; counted: number }>(
    db,
    sql`select seq, min(location) as location, count(*)::int as lines, count(counted_qty)::int as counted
        from stock_count_lines where count_id = ${h.id} group by seq order by seq`,
  );
  const [totals] = await queryRows<{ diffs: number; diff_qty: number }>(
    db,
    sql`select count(*) filter (where counted_qty <> book_qty)::int as diffs,
               coalesce(sum(counted_qty - book_qty), 0)::int as diff_qty
        from stock_count_lines where count_id = ${h.id}`,
  );
  return {
    code: h.code,
    warehouseCode: h.warehouse_code,
    warehouseName: h.warehouse_name,
    scope: h.scope,
    scopeValues: h.scope_values,
    plannedOn: toYmd(h.planned_on),
    status: h.status,
    memo: h.memo,
    plannedByName: h.planned_by_name,
    submittedById: h.submitted_by,
    submittedByName: h.submitted_by_name,
    approvedByName: h.approved_by_name,
    submittedAt: iso(h.submitted_at),
    postedAt: iso(h.posted_at),
    version: h.version,
    counters: counters.map((c) => ({ accountId: c.account_id, loginId: c.login_id, name: c.name })),
    zones: zones.map((z) => ({
      seq: z.seq,
      location: z.location,
      lineCount: z.lines,
      countedCount: z.counted,
    })),
    lineCount: zones.reduce((n, z) => n + z.lines, 0),
    countedCount: zones.reduce((n, z) => n + z.counted, 0),
    differenceCount: totals?.diffs ?? 0,
    differenceQty: totals?.diff_qty ?? 0,
  };
};

/** The lines of one location group (seq ≥ 1), all lines (0), or only the counted differences. */
export const stockCountLinesOf = async (
  db: DbOrTx,
  code: string,
  seq: number,
  differencesOnly: boolean,
): Promise<StockCountLines> => {
  const h = await header(db, code);
  const rows = await queryRows<LineRow>(
    db,
    sql`${lineSelect} where l.count_id = ${h.id}
        ${seq > 0 ? sql`and l.seq = ${seq}` : sql``}
        ${differencesOnly ? sql`and l.counted_qty <> l.book_qty` : sql``}
        order by l.line_no limit 5000`,
  );
  return { code: h.code, status: h.status, rows: rows.map(toLine) };
};

/** The staff a count may be assigned to. */
export const counterOptions = async (db: DbOrTx) =>
  (
    await queryRows<{ account_id: number; login_id: string; name: string }>(
      db,
      sql`select id as account_id, login_id, name from accounts where kind in ('staff', 'mobile') and not disabled order by name, login_id`,
    )
  ).map((c) => ({ accountId: c.account_id, loginId: c.login_id, name: c.name }));
