import type {
  KindPercentPage,
  KindPercentQuery,
  NewInOutPage,
  NewInOutQuery,
  TurnRatioPage,
  TurnRatioQuery,
} from '@erp/domain';
import { periodDays } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { kstDayEnd, kstDayStart } from '../../platform/list/list-query.sql.js';

// Stock reports of issue #18, read from the ledgers and the proper levels. Each is bounded: by the
// parts that have a proper stock (parts_proper_stock_idx, or one warehouse's levels), or by a
// period on stock_moves' `at` index.

const upper = (v: string | null | undefined) => (v ? v.toUpperCase() : null);
const offsetOf = (q: { page: number; size: number }) => (q.page - 1) * q.size;
const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

type KindSqlRow = {
  kind_code: string;
  kind_name: string;
  part_count: number;
  below_count: number;
  proper_qty: number;
  on_hand: number;
  percent: number;
  total_rows: number;
};

/**
 * StockKindPercentLessList: per part kind, on hand against proper stock summed over its parts that
 * have one, and the kinds whose on hand is below `percent` % of it. Company-wide the proper stock
 * is parts.proper_stock against every warehouse's stock; for one warehouse, its levels' minimum
 * against that warehouse's stock.
 */
export const kindPercentLess = async (db: DbOrTx, q: KindPercentQuery): Promise<KindPercentPage> => {
  const warehouse = upper(q.warehouseCode);
  const proper = warehouse
    ? sql`select l.part_id, l.min_qty as proper,
          coalesce((select b.qty from stock_balances b where b.part_id = l.part_id and b.warehouse_code = ${warehouse}), 0) as on_hand
        from proper_stock_levels l where l.warehouse_code = ${warehouse} and l.min_qty > 0`
    : sql`select p.id as part_id, p.proper_stock as proper,
          coalesce((select sum(b.qty) from stock_balances b where b.part_id = p.id), 0) as on_hand
        from parts p where p.proper_stock > 0 and p.active and not p.is_set`;
  const rows = await queryRows<KindSqlRow>(
    db,
    sql`
      with s as (${proper}),
      k as (
        select coalesce(p.kind_code, '') as kind_code, count(*)::int as part_count,
          count(*) filter (where s.on_hand < s.proper)::int as below_count,
          sum(s.proper)::bigint as proper_qty, sum(greatest(s.on_hand, 0))::bigint as on_hand
        from s join parts p on p.id = s.part_id
        group by 1
      )
      select k.*, coalesce(pk.name, '(분류 없음)') as kind_name,
        round((k.on_hand::numeric * 100 / nullif(k.proper_qty, 0)), 2)::float8 as percent,
        count(*) over ()::int as total_rows
      from k left join part_kinds pk on pk.code = k.kind_code
      where k.on_hand::numeric * 100 < k.proper_qty::numeric * ${q.percent}
      order by percent, k.kind_code
      limit ${q.size} offset ${offsetOf(q)}`,
  );
  return {
    rows: rows.map((r) => ({
      kindCode: r.kind_code,
      kindName: r.kind_name,
      partCount: Number(r.part_count),
      belowCount: Number(r.below_count),
      properQty: Number(r.proper_qty),
      onHand: Number(r.on_hand),
      percent: Number(r.percent),
    })),
    total: Number(rows[0]?.total_rows ?? 0),
    page: q.page,
    size: q.size,
  };
};

type TurnSqlRow = {
  part_code: string;
  part_no: string;
  name: string;
  car_model: string;
  issue_qty: number;
  opening_qty: number;
  closing_qty: number;
  total_rows: number;
};

/**
 * StockProductTurnRatioList: per part that moved in the period, units issued (sales out less
 * cancels taken back) ÷ average stock ((opening + closing) ÷ 2, both rebuilt from today's balance
 * and the moves since), and days of stock = closing ÷ issues per day. Highest ratio first.
 */
export const turnRatio = async (db: DbOrTx, q: TurnRatioQuery): Promise<TurnRatioPage> => {
  const warehouse = upper(q.warehouseCode);
  const kind = upper(q.kindCode);
  const days = periodDays(q.fromDate, q.toDate) ?? 1;
  const from = kstDayStart(q.fromDate);
  const to = kstDayEnd(q.toDate);
  const wh = (alias: string) =>
    warehouse ? sql`and ${sql.raw(alias)}.warehouse_code = ${warehouse}` : sql``;
  const rows = await queryRows<TurnSqlRow>(
    db,
    sql`
      with moved as (
        select m.part_id,
          sum(case when m.reason in ('sale-out', 'cancel-in') then -m.qty else 0 end)::int as issue_qty,
          sum(m.qty)::int as net
        from stock_moves m
        where m.at >= ${from} and m.at < ${to} ${wh('m')}
        group by m.part_id
      ),
      stocked as (
        select moved.*,
          coalesce((select sum(b.qty) from stock_balances b where b.part_id = moved.part_id ${wh('b')}), 0)
          - coalesce((select sum(a.qty) from stock_moves a where a.part_id = moved.part_id and a.at >= ${to} ${wh('a')}), 0)
            as closing_qty
        from moved
        where moved.issue_qty > 0
      ),
      ranked as (
        select s.*, s.closing_qty - s.net as opening_qty, p.code as part_code, p.part_no, p.name, p.car_model,
          count(*) over ()::int as total_rows
        from stocked s join parts p on p.id = s.part_id
        ${kind ? sql`where (p.kind_code collate "C") like ${`${kind}%`}` : sql``}
      )
      select * from ranked
      order by case when opening_qty + closing_qty > 0 then issue_qty::float8 * 2 / (opening_qty + closing_qty) end
        desc nulls last, part_code
      limit ${q.size} offset ${offsetOf(q)}`,
  );
  return {
    rows: rows.map((r) => {
      const opening = Number(r.opening_qty);
      const closing = Number(r.closing_qty);
      const issues = Number(r.issue_qty);
      const avg = (opening + closing) / 2;
      return {
        partCode: r.part_code,
        partNo: r.part_no,
        name: r.name,
        carModel: r.car_model,
        issueQty: issues,
        openingQty: opening,
        closingQty: closing,
        avgStock: avg,
        turnRatio: avg > 0 ? issues / avg : null,
        daysOfStock: issues > 0 ? Math.max(closing, 0) / (issues / days) : null,
      };
    }),
    total: Number(rows[0]?.total_rows ?? 0),
    page: q.page,
    size: q.size,
    days,
  };
};

type NewSqlRow = {
  part_code: string;
  part_no: string;
  name: string;
  car_model: string;
  first_in_at: string | Date | null;
  first_in_qty: number;
  first_out_at: string | Date | null;
  first_out_qty: number;
  on_hand: number;
  total_rows: number;
};

const IN_REASONS = sql`('purchase-in', 'opening')`;

/**
 * StockNewInOutList: parts whose first receipt (purchase in, opening stock) or first sale ever
 * falls in the period: "new in" had no receipt before it, "new out" no sale before it. The period's
 * moves come by the `at` index, the look back by the part's (part_id, warehouse_code, at) index.
 */
export const newInOut = async (db: DbOrTx, q: NewInOutQuery): Promise<NewInOutPage> => {
  const from = kstDayStart(q.fromDate);
  const to = kstDayEnd(q.toDate);
  const wantIn = q.type !== 'out';
  const wantOut = q.type !== 'in';
  const rows = await queryRows<NewSqlRow>(
    db,
    sql`
      with period as (
        select m.part_id,
          min(m.at) filter (where m.reason in ${IN_REASONS} and m.qty > 0) as in_at,
          min(m.at) filter (where m.reason = 'sale-out') as out_at
        from stock_moves m
        where m.at >= ${from} and m.at < ${to} and (m.reason in ${IN_REASONS} or m.reason = 'sale-out')
        group by m.part_id
      ),
      firsts as (
        select pe.part_id,
          case when pe.in_at is not null and not exists (select 1 from stock_moves b where b.part_id = pe.part_id
            and b.at < ${from} and b.reason in ${IN_REASONS} and b.qty > 0) then pe.in_at end as in_at,
          case when pe.out_at is not null and not exists (select 1 from stock_moves b where b.part_id = pe.part_id
            and b.at < ${from} and b.reason = 'sale-out') then pe.out_at end as out_at
        from period pe
      ),
      picked as (
        select f.*, p.code as part_code, p.part_no, p.name, p.car_model, count(*) over ()::int as total_rows
        from firsts f join parts p on p.id = f.part_id
        where ${wantIn && wantOut ? sql`(f.in_at is not null or f.out_at is not null)` : wantIn ? sql`f.in_at is not null` : sql`f.out_at is not null`}
      )
      select pk.part_code, pk.part_no, pk.name, pk.car_model, pk.total_rows,
        ${wantIn ? sql`pk.in_at` : sql`null::timestamptz`} as first_in_at,
        ${wantOut ? sql`pk.out_at` : sql`null::timestamptz`} as first_out_at,
        coalesce((select sum(m.qty) from stock_moves m where m.part_id = pk.part_id and m.at = pk.in_at
          and m.reason in ${IN_REASONS}), 0)::int as first_in_qty,
        coalesce((select -sum(m.qty) from stock_moves m where m.part_id = pk.part_id and m.at = pk.out_at
          and m.reason = 'sale-out'), 0)::int as first_out_qty,
        coalesce((select sum(b.qty) from stock_balances b where b.part_id = pk.part_id), 0)::int as on_hand
      from picked pk
      order by coalesce(least(pk.in_at, pk.out_at), pk.in_at, pk.out_at) desc, pk.part_code
      limit ${q.size} offset ${offsetOf(q)}`,
  );
  return {
    rows: rows.map((r) => ({
      partCode: r.part_code,
      partNo: r.part_no,
      name: r.name,
      carModel: r.car_model,
      firstInAt: iso(r.first_in_at),
      firstInQty: wantIn ? Number(r.first_in_qty) : 0,
      firstOutAt: iso(r.first_out_at),
      firstOutQty: wantOut ? Number(r.first_out_qty) : 0,
      onHand: Number(r.on_hand),
    })),
    total: Number(rows[0]?.total_rows ?? 0),
    page: q.page,
    size: q.size,
  };
};
