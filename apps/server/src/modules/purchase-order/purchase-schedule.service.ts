import {
  daysLate,
  type LateSupply,
  type ListPage,
  type ListQuery,
  type PurchaseSchedule,
  type ScheduleChangeInput,
  type ScheduleGroup,
  type ScheduleLine,
  type ScheduleLineDetail,
  type ShortagePart,
  suggestedOrderQty,
  toYmd,
} from '@erp/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { pageWindow } from '../../platform/list/list-query.sql.js';
import { receivedOf, ymdOf } from './purchase-order.query.js';
import { purchaseOrderDateChanges, purchaseOrderLines } from './purchase-order.table.js';

// PurchaseSchedule (expected arrivals of saved orders by large part kind and brand, drilled down by
// the path), PurchaseScheduleModify (one line's expected day, with a history row per change),
// PurchaseLateSupply (past the day, not fully arrived) and the shortage prefill of a request.

/** Received of the order line `ol` of the statements below. */
const RECV = receivedOf(sql.raw('ol.id'));

type OpenLineRow = {
  id: number;
  order_code: string;
  supplier_code: string;
  supplier_name: string;
  part_code: string;
  part_no: string;
  part_name: string;
  brand_code: string | null;
  brand_name: string | null;
  large_code: string | null;
  large_name: string | null;
  qty: number;
  recv: number;
  remaining: number;
  expected_date: string;
};

/** Order lines of saved orders with something still to arrive, filtered by `where` (on `x`). */
const openLines = (where: SQL, tail: SQL = sql``) => sql`
  select * from (
    select ol.id, o.code as order_code, s.code as supplier_code, s.name as supplier_name,
      p.code as part_code, p.part_no, p.name as part_name, p.brand_code, b.name as brand_name,
      left(p.kind_code, 2) as large_code, k.name as large_name, ol.qty, r.recv,
      greatest(0, ol.qty - ol.cancelled_qty - r.recv)::int as remaining,
      to_char(ol.expected_date, 'YYYYMMDD') as expected_date
    from purchase_order_lines ol
    join purchase_orders o on o.id = ol.order_id and o.status = 'saved'
    join suppliers s on s.id = o.supplier_id
    join parts p on p.id = ol.part_id
    left join brands b on b.code = p.brand_code
    left join part_kinds k on k.code = left(p.kind_code, 2)
    cross join lateral (select ${RECV} as recv) r
  ) x where x.remaining > 0 and ${where} ${tail}`;

const toLine = (r: OpenLineRow): ScheduleLine => ({
  id: r.id,
  orderCode: r.order_code,
  supplierCode: r.supplier_code,
  supplierName: r.supplier_name,
  partCode: r.part_code,
  partNo: r.part_no,
  partName: r.part_name,
  brandCode: r.brand_code,
  brandName: r.brand_name,
  largeCode: r.large_code,
  largeName: r.large_name,
  qty: r.qty,
  receivedQty: r.recv,
  remainingQty: r.remaining,
  expectedDate: r.expected_date,
});

/** '-' in the path stands for "none" (a part without a kind or a brand). */
const codeOrNone = (column: string, code: string): SQL =>
  code === '-' ? sql.raw(`x.${column} is null`) : sql`${sql.raw(`x.${column}`)} = ${code.toUpperCase()}`;

const groupsOf = (lines: readonly ScheduleLine[], by: 'large' | 'brand'): ScheduleGroup[] => {
  const groups = new Map<string, ScheduleGroup>();
  for (const l of lines) {
    const code = (by === 'large' ? l.largeCode : l.brandCode) ?? '-';
    const name = (by === 'large' ? l.largeName : l.brandName) ?? (by === 'large' ? '미분류' : '브랜드 없음');
    const g = groups.get(code) ?? { code, name, lineCount: 0, remainingQty: 0, firstDate: l.expectedDate };
    g.lineCount += 1;
    g.remainingQty += l.remainingQty;
    if (l.expectedDate < g.firstDate) g.firstDate = l.expectedDate;
    groups.set(code, g);
  }
  return [...groups.values()].sort((a, b) => a.code.localeCompare(b.code));
};

/** PurchaseSchedule[/:largeCode[/:brandCode]]: the open lines of the level, and the groups under it. */
export const purchaseSchedule = async (
  db: DbOrTx,
  q: { largeCode?: string | undefined; brandCode?: string | undefined },
): Promise<PurchaseSchedule> => {
  const filters: SQL[] = [sql`true`];
  if (q.largeCode) filters.push(codeOrNone('large_code', q.largeCode));
  if (q.largeCode && q.brandCode) filters.push(codeOrNone('brand_code', q.brandCode));
  const rows = await queryRows<OpenLineRow>(
    db,
    openLines(sql.join(filters, sql` and `), sql`order by x.expected_date, x.id limit 2000`),
  );
  const lines = rows.map(toLine);
  const groups = !q.largeCode ? groupsOf(lines, 'large') : !q.brandCode ? groupsOf(lines, 'brand') : [];
  return { groups, lines };
};

const todayYmd = () => toYmd(new Date());

/** PurchaseLateSupply: open lines past their expected day, by supplier, with the days late. */
export const listLateSupplies = async (db: DbOrTx, query: ListQuery): Promise<ListPage<LateSupply>> => {
  const today = todayYmd();
  const filters: SQL[] = [sql`x.expected_date < ${today}`];
  for (const f of query.filters) {
    if (f.field === 'supplierCode') filters.push(sql`x.supplier_code = ${String(f.value).toUpperCase()}`);
    if (f.field === 'expectedDate') {
      const [from, to] = Array.isArray(f.value) ? f.value.map(String) : [String(f.value), String(f.value)];
      if (f.op !== 'lte' && from) filters.push(sql`x.expected_date >= ${from}`);
      if (f.op !== 'gte' && to) filters.push(sql`x.expected_date <= ${to}`);
    }
  }
  const keyword = query.keyword?.trim();
  if (keyword)
    filters.push(
      sql`(x.supplier_name like ${`%${keyword}%`} or x.part_no like ${`${keyword.toUpperCase()}%`})`,
    );
  const where = sql.join(filters, sql` and `);
  const { limit, offset } = pageWindow(query);
  const dir = query.sort[0]?.dir === 'desc' ? sql`desc` : sql`asc`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${openLines(where)}) c`,
  );
  const rows = await queryRows<OpenLineRow>(
    db,
    openLines(
      where,
      sql`order by x.supplier_name, x.expected_date ${dir}, x.id limit ${limit} offset ${offset}`,
    ),
  );
  return {
    rows: rows.map((r) => ({ ...toLine(r), daysLate: daysLate(r.expected_date, today) })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: query.page,
    size: query.size,
  };
};

/** Every late line of the search, a page at a time, for the Excel download. */
export async function* lateSupplyPages(db: DbOrTx, query: ListQuery): AsyncIterable<LateSupply[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listLateSupplies(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

/** Any order line, open or not (arrived, cut, or its order not saved yet), read as the schedule does. */
const lineById = (id: number) => sql`
  select ol.id, o.code as order_code, s.code as supplier_code, s.name as supplier_name,
    p.code as part_code, p.part_no, p.name as part_name, p.brand_code, b.name as brand_name,
    left(p.kind_code, 2) as large_code, k.name as large_name, ol.qty,
    ${RECV} as recv, greatest(0, ol.qty - ol.cancelled_qty - ${RECV})::int as remaining,
    to_char(ol.expected_date, 'YYYYMMDD') as expected_date
  from purchase_order_lines ol
  join purchase_orders o on o.id = ol.order_id
  join suppliers s on s.id = o.supplier_id
  join parts p on p.id = ol.part_id
  left join brands b on b.code = p.brand_code
  left join part_kinds k on k.code = left(p.kind_code, 2)
  where ol.id = ${id}`;

/** PurchaseScheduleModify/:seq: one order line (open or not) with its expected-day history. */
export const scheduleLine = async (db: DbOrTx, id: number): Promise<ScheduleLineDetail> => {
  const [row] = await queryRows<OpenLineRow>(db, lineById(id));
  if (!row) throw new AppError('E2001', `발주 품목 ${id}번을 찾을 수 없습니다.`);
  const history = await db
    .select({ change: purchaseOrderDateChanges, changedByName: accounts.name })
    .from(purchaseOrderDateChanges)
    .leftJoin(accounts, eq(accounts.id, purchaseOrderDateChanges.changedBy))
    .where(eq(purchaseOrderDateChanges.orderLineId, id))
    .orderBy(asc(purchaseOrderDateChanges.id));
  return {
    ...toLine(row),
    history: history.map((h) => ({
      id: h.change.id,
      fromDate: ymdOf(h.change.fromDate),
      toDate: ymdOf(h.change.toDate),
      reason: h.change.reason,
      changedByName: h.changedByName,
      changedAt: h.change.changedAt.toISOString(),
    })),
  };
};

/**
 * Moves one line's expected day, keeping a history row (who, when, from, to, why). Refused for a
 * line of a rejected or cancelled order, one with nothing left to arrive, or the same day.
 */
export const changeExpectedDate = async (
  db: Db,
  id: number,
  input: ScheduleChangeInput,
  actor: AuditActor,
): Promise<ScheduleLineDetail> => {
  await db.transaction(async (tx) => {
    const [line] = await queryRows<{ expected: string; status: string; left: number }>(
      tx,
      sql`select to_char(ol.expected_date, 'YYYYMMDD') as expected, o.status,
          (ol.qty - ol.cancelled_qty - ${RECV})::int as left
        from purchase_order_lines ol join purchase_orders o on o.id = ol.order_id
        where ol.id = ${id} for update of ol`,
    );
    if (!line) throw new AppError('E2001', `발주 품목 ${id}번을 찾을 수 없습니다.`);
    if (line.status === 'rejected' || line.status === 'cancelled')
      throw new AppError('E2003', '반려되거나 취소된 발주의 입고 예정일은 바꿀 수 없습니다.');
    if (line.left <= 0) throw new AppError('E2003', '모두 입고된 품목이라 입고 예정일을 바꿀 수 없습니다.');
    if (line.expected === input.expectedDate)
      throw new AppError('E0422', '입고 예정일: 지금과 같은 날입니다. 다른 날을 고르세요.');
    await tx
      .update(purchaseOrderLines)
      .set({ expectedDate: ymdToIso(input.expectedDate) })
      .where(eq(purchaseOrderLines.id, id));
    await tx.insert(purchaseOrderDateChanges).values({
      orderLineId: id,
      fromDate: ymdToIso(line.expected),
      toDate: ymdToIso(input.expectedDate),
      reason: input.reason ?? null,
      changedBy: actor.accountId,
    });
    await writeAudit(tx, actor, {
      action: 'purchase-order.expected-date',
      entity: 'purchase-order-line',
      entityId: id,
      before: { expectedDate: line.expected },
      after: { expectedDate: input.expectedDate, reason: input.reason ?? null },
    });
  });
  return scheduleLine(db, id);
};

/**
 * The request screen's prefill: active parts whose stock in every warehouse together is below
 * their proper stock, with the quantity up to it and what saved orders still bring.
 */
export const shortageParts = async (db: DbOrTx): Promise<ShortagePart[]> => {
  const rows = await queryRows<{
    code: string;
    part_no: string;
    name: string;
    brand_name: string | null;
    proper_stock: number;
    on_hand: number;
    on_order: number;
    purchase_price: number;
    vat_included: boolean;
  }>(
    db,
    sql`select p.code, p.part_no, p.name, b.name as brand_name, p.proper_stock, p.purchase_price::bigint, p.vat_included,
        coalesce((select sum(sb.qty) from stock_balances sb where sb.part_id = p.id), 0)::int as on_hand,
        coalesce((select sum(greatest(0, ol.qty - ol.cancelled_qty - ${RECV}))
          from purchase_order_lines ol join purchase_orders o on o.id = ol.order_id and o.status = 'saved'
          where ol.part_id = p.id), 0)::int as on_order
      from parts p left join brands b on b.code = p.brand_code
      where p.proper_stock > 0 and p.active and not p.is_set
        and coalesce((select sum(sb.qty) from stock_balances sb where sb.part_id = p.id), 0) < p.proper_stock
      order by p.id limit 500`,
  );
  return rows.map((r) => ({
    partCode: r.code,
    partNo: r.part_no,
    partName: r.name,
    brandName: r.brand_name,
    properStock: r.proper_stock,
    onHand: r.on_hand,
    onOrder: r.on_order,
    suggestedQty: suggestedOrderQty(r.proper_stock, r.on_hand),
    purchasePrice: Number(r.purchase_price),
    vatIncluded: r.vat_included,
  }));
};
