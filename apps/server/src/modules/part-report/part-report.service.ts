import type {
  FastTurnPage,
  FastTurnQuery,
  ProperStockPage,
  ProperStockQuery,
  SalesRecordsPage,
  SalesRecordsQuery,
  WithoutRotationPage,
  WithoutRotationQuery,
} from '@erp/domain';
import { periodDays } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { gramsContains, kstDayEnd, kstDayStart, TOTAL_CAP } from '../../platform/list/list-query.sql.js';
import { parts } from '../part/part.table.js';

// Part reports read straight from the ledgers (DESIGN §6): nothing here is stored, so a figure
// always agrees with the stock moves and the fixed orders it is computed from. Every query is
// bounded by a period on an indexed timestamp, or walks one part's rows through its index.

const upper = (value: string | null | undefined) => (value ? value.toUpperCase() : null);
const offsetOf = (q: { page: number; size: number }) => (q.page - 1) * q.size;
const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

type FastTurnSqlRow = {
  rank: number;
  part_code: string;
  part_no: string;
  name: string;
  car_model: string;
  sold_qty: number;
  out_qty: number;
  order_count: number;
  on_hand: number;
  total_rows: number;
};

/**
 * PartFastTurn: units sold per part in a period, most first. Sold = sale-out minus cancel-in
 * (a cancelled sale did not sell); out = every outgoing move. Reads stock_moves by its `at` index.
 */
export const fastTurn = async (db: DbOrTx, q: FastTurnQuery): Promise<FastTurnPage> => {
  const warehouse = upper(q.warehouseCode);
  const kind = upper(q.kindCode);
  const days = periodDays(q.fromDate, q.toDate) ?? 1;
  const rows = await queryRows<FastTurnSqlRow>(
    db,
    sql`
      with moved as (
        select m.part_id,
          sum(case when m.reason in ('sale-out', 'cancel-in') then -m.qty else 0 end)::int as sold_qty,
          sum(case when m.qty < 0 then -m.qty else 0 end)::int as out_qty,
          count(distinct case when m.reason = 'sale-out' then m.doc_code end)::int as order_count
        from stock_moves m
        where m.at >= ${kstDayStart(q.fromDate)} and m.at < ${kstDayEnd(q.toDate)}
          ${warehouse ? sql`and m.warehouse_code = ${warehouse}` : sql``}
        group by m.part_id
      ),
      ranked as (
        select moved.*, p.code as part_code, p.part_no, p.name, p.car_model,
          row_number() over (order by moved.sold_qty desc, moved.out_qty desc, p.code)::int as rank,
          count(*) over ()::int as total_rows
        from moved join parts p on p.id = moved.part_id
        where (moved.sold_qty > 0 or moved.out_qty > 0)
          ${kind ? sql`and (p.kind_code collate "C") like ${`${kind}%`}` : sql``}
      )
      select r.*,
        coalesce((select sum(b.qty) from stock_balances b where b.part_id = r.part_id
          ${warehouse ? sql`and b.warehouse_code = ${warehouse}` : sql``}), 0)::int as on_hand
      from ranked r
      order by r.rank
      limit ${q.size} offset ${offsetOf(q)}`,
  );
  return {
    rows: rows.map((r) => ({
      rank: Number(r.rank),
      partCode: r.part_code,
      partNo: r.part_no,
      name: r.name,
      carModel: r.car_model,
      soldQty: Number(r.sold_qty),
      outQty: Number(r.out_qty),
      orderCount: Number(r.order_count),
      onHand: Number(r.on_hand),
      perDay: Math.round((Number(r.sold_qty) / days) * 100) / 100,
    })),
    total: Number(rows[0]?.total_rows ?? (q.page > 1 ? await countFastTurn(db, q) : 0)),
    page: q.page,
    size: q.size,
    days,
  };
};

/** Only for a page past the end, where the window count has no row to ride on. */
const countFastTurn = async (db: DbOrTx, q: FastTurnQuery): Promise<number> => {
  const first = await fastTurn(db, { ...q, page: 1, size: 1 });
  return first.total;
};

type RotationSqlRow = {
  part_code: string;
  part_no: string;
  name: string;
  car_model: string;
  on_hand: number;
  purchase_price: number;
  stock_value: string;
  last_out_at: string | Date | null;
};

/**
 * PartWithoutRotation: parts with stock on hand and no outgoing move since a date. Company-wide,
 * only leaving the company counts (a sale, a return to the supplier); for one warehouse a move to
 * another warehouse counts too, because the part left that shelf.
 */
export const withoutRotation = async (db: DbOrTx, q: WithoutRotationQuery): Promise<WithoutRotationPage> => {
  const warehouse = upper(q.warehouseCode);
  const outReasons = warehouse
    ? sql`('sale-out', 'purchase-return-out', 'move-out')`
    : sql`('sale-out', 'purchase-return-out')`;
  const stocked = sql`
    select b.part_id, sum(b.qty)::int as on_hand, sum(b.value)::bigint as stock_value
    from stock_balances b
    ${warehouse ? sql`where b.warehouse_code = ${warehouse}` : sql``}
    group by b.part_id
    having sum(b.qty) > 0`;
  const idle = sql`not exists (
    select 1 from stock_moves m
    where m.part_id = s.part_id and m.reason in ${outReasons} and m.at >= ${kstDayStart(q.sinceDate)}
      ${warehouse ? sql`and m.warehouse_code = ${warehouse}` : sql``})`;
  const rows = await queryRows<RotationSqlRow>(
    db,
    sql`
      select p.code as part_code, p.part_no, p.name, p.car_model, s.on_hand,
        p.purchase_price, s.stock_value,
        (select max(m.at) from stock_moves m where m.part_id = s.part_id and m.reason in ${outReasons}
          ${warehouse ? sql`and m.warehouse_code = ${warehouse}` : sql``}) as last_out_at
      from (${stocked}) s join parts p on p.id = s.part_id
      where ${idle}
      order by s.stock_value desc, p.code
      limit ${q.size} offset ${offsetOf(q)}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from (${stocked}) s where ${idle} limit ${TOTAL_CAP + 1}) c`,
  );
  const n = Number(count?.n ?? 0);
  return {
    rows: rows.map((r) => ({
      partCode: r.part_code,
      partNo: r.part_no,
      name: r.name,
      carModel: r.car_model,
      onHand: Number(r.on_hand),
      purchasePrice: Number(r.purchase_price),
      // At cost: the balances' moving average value, not today's purchase price.
      stockValue: Number(r.stock_value),
      lastOutAt: iso(r.last_out_at),
    })),
    total: Math.min(n, TOTAL_CAP),
    totalCapped: n > TOTAL_CAP,
    page: q.page,
    size: q.size,
  };
};

type SalesSqlRow = {
  created_at: string | Date;
  fixed_at: string | Date | null;
  order_code: string;
  line_no: number;
  customer_code: string;
  customer_name: string;
  part_code: string;
  part_no: string;
  part_name: string;
  qty: number;
  cancelled_qty: number;
  unit_price: number;
  supply: number;
  tax: number;
  total: number;
};

/**
 * ProductSalesRecordsList: the lines of fixed orders dated in the period (order date, KST), for
 * one part through the lines' part index, or for the period through the orders' status index.
 */
export const salesRecords = async (db: DbOrTx, q: SalesRecordsQuery): Promise<SalesRecordsPage> => {
  const partCode = upper(q.partCode);
  const customerCode = upper(q.customerCode);
  const where = sql`o.status = 'fixed'
    and o.created_at >= ${kstDayStart(q.fromDate)} and o.created_at < ${kstDayEnd(q.toDate)}
    ${partCode ? sql`and l.part_id = (select id from parts where code = ${partCode})` : sql``}
    ${customerCode ? sql`and c.code = ${customerCode}` : sql``}`;
  const from = sql`sales_order_lines l
    join sales_orders o on o.id = l.order_id
    join customers c on c.id = o.customer_id`;
  const rows = await queryRows<SalesSqlRow>(
    db,
    sql`
      select o.created_at, o.fixed_at, o.code as order_code, l.line_no, c.code as customer_code,
        c.name as customer_name, l.part_code, l.part_no, l.part_name, l.qty, l.cancelled_qty,
        l.unit_price, l.supply, l.tax, l.total
      from ${from}
      where ${where}
      order by o.created_at desc, o.id desc, l.line_no
      limit ${q.size} offset ${offsetOf(q)}`,
  );
  const [sums] = await queryRows<{
    n: number;
    qty: number;
    cancelled_qty: number;
    supply: number;
    tax: number;
    total: number;
  }>(
    db,
    sql`
      select count(*)::int as n, coalesce(sum(l.qty), 0)::bigint as qty,
        coalesce(sum(l.cancelled_qty), 0)::bigint as cancelled_qty,
        coalesce(sum(l.supply), 0)::bigint as supply, coalesce(sum(l.tax), 0)::bigint as tax,
        coalesce(sum(l.total), 0)::bigint as total
      from ${from}
      where ${where}`,
  );
  return {
    rows: rows.map((r) => ({
      orderDate: iso(r.created_at) ?? '',
      fixedAt: iso(r.fixed_at),
      orderCode: r.order_code,
      lineNo: Number(r.line_no),
      customerCode: r.customer_code,
      customerName: r.customer_name,
      partCode: r.part_code,
      partNo: r.part_no,
      partName: r.part_name,
      qty: Number(r.qty),
      cancelledQty: Number(r.cancelled_qty),
      unitPrice: Number(r.unit_price),
      supply: Number(r.supply),
      tax: Number(r.tax),
      total: Number(r.total),
    })),
    total: Number(sums?.n ?? 0),
    page: q.page,
    size: q.size,
    sums: {
      qty: Number(sums?.qty ?? 0),
      cancelledQty: Number(sums?.cancelled_qty ?? 0),
      supply: Number(sums?.supply ?? 0),
      tax: Number(sums?.tax ?? 0),
      total: Number(sums?.total ?? 0),
    },
  };
};

type ProperSqlRow = {
  part_code: string;
  part_no: string;
  name: string;
  car_model: string;
  brand_name: string | null;
  proper_stock: number;
  on_hand: number;
  purchase_price: number;
};

/**
 * PartProperStockRecordList: active parts whose on-hand (all warehouses, or one) is under their
 * proper stock, the biggest shortage first. Sets hold no stock of their own and are left out.
 */
export const properStockShortage = async (db: DbOrTx, q: ProperStockQuery): Promise<ProperStockPage> => {
  const warehouse = upper(q.warehouseCode);
  // No alias on parts: the gram search names its columns by the table.
  const onHand = sql`coalesce((select sum(b.qty) from stock_balances b where b.part_id = parts.id
    ${warehouse ? sql`and b.warehouse_code = ${warehouse}` : sql``}), 0)::int`;
  const keyword = q.keyword ? gramsContains(parts.searchGrams, parts.searchText, q.keyword) : undefined;
  // One warehouse: its own minimum where a proper stock run set one (proper_stock_levels), else
  // the part's. A level's minimum is part of parts.proper_stock (their sum), so the filter holds.
  const proper = warehouse
    ? sql`coalesce((select l.min_qty from proper_stock_levels l where l.part_id = parts.id
        and l.warehouse_code = ${warehouse}), parts.proper_stock)`
    : sql`parts.proper_stock`;
  const short = sql`
    select parts.id, parts.code, parts.part_no, parts.name, parts.car_model, parts.brand_code,
      ${proper} as proper_stock, parts.purchase_price, ${onHand} as on_hand
    from parts
    where parts.proper_stock > 0 and parts.active and not parts.is_set ${keyword ? sql`and ${keyword}` : sql``}`;
  const rows = await queryRows<ProperSqlRow>(
    db,
    sql`
      select s.code as part_code, s.part_no, s.name, s.car_model, br.name as brand_name,
        s.proper_stock, s.on_hand, s.purchase_price
      from (${short}) s left join brands br on br.code = s.brand_code
      where s.on_hand < s.proper_stock
      order by s.proper_stock - s.on_hand desc, s.code
      limit ${q.size} offset ${offsetOf(q)}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from (${short}) s where s.on_hand < s.proper_stock limit ${TOTAL_CAP + 1}) c`,
  );
  const n = Number(count?.n ?? 0);
  return {
    rows: rows.map((r) => ({
      partCode: r.part_code,
      partNo: r.part_no,
      name: r.name,
      carModel: r.car_model,
      brandName: r.brand_name,
      properStock: Number(r.proper_stock),
      onHand: Number(r.on_hand),
      shortage: Number(r.proper_stock) - Number(r.on_hand),
      purchasePrice: Number(r.purchase_price),
    })),
    total: Math.min(n, TOTAL_CAP),
    totalCapped: n > TOTAL_CAP,
    page: q.page,
    size: q.size,
  };
};
