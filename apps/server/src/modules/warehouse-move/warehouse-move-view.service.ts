import {
  type ListPage,
  type ListQuery,
  transitWarehouseCode,
  WAREHOUSE_MOVE_EVENT_LABELS,
  WAREHOUSE_MOVE_LIST_SPEC,
  WAREHOUSE_MOVE_STATUS_LABELS,
  type WarehouseMoveEvent,
  type WarehouseMovePrint,
  type WarehouseMoveRecord,
  type WarehouseMoveStatus,
  type WarehouseMoveSummary,
  type WarehouseMoveView,
  withParticle,
} from '@erp/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  escapeLike,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { getCompanyProfile } from '../company/company.service.js';
import { warehouseMoveEvents, warehouseMoveLines, warehouseMoves } from './warehouse-move.table.js';

// One move (header, lines with their on-hand at the source), its history, its print and the list.

export const moveNotFound = (code: string) =>
  new AppError('E2001', `창고 이동 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);

// A select from one table renders its columns unqualified, which a subquery would read as its
// own (l.id for "id"): the outer columns are named with their table here.
const outer = (column: string) => sql.raw(`"warehouse_moves"."${column}"`);
const nameOf = (column: string) =>
  sql<string | null>`(select a.name from accounts a where a.id = ${outer(column)})`;
const warehouseName = (column: string) =>
  sql<string>`coalesce((select w.name from warehouses w where w.code = ${outer(column)}), ${outer(column)})`;
const lineSum = (column: string) =>
  sql<number>`(select coalesce(sum(l.${sql.raw(column)}), 0)::int from warehouse_move_lines l where l.move_id = ${outer('id')})`;

const summaryColumns = {
  move: warehouseMoves,
  fromWarehouseName: warehouseName('from_warehouse_code'),
  toWarehouseName: warehouseName('to_warehouse_code'),
  lineCount: sql<number>`(select count(*)::int from warehouse_move_lines l where l.move_id = ${outer('id')})`,
  requestedQty: lineSum('requested_qty'),
  shippedQty: lineSum('shipped_qty'),
  receivedQty: lineSum('received_qty'),
  shortQty: lineSum('short_qty'),
  damagedQty: lineSum('damaged_qty'),
  requestedByName: nameOf('requested_by'),
  shippedByName: nameOf('shipped_by'),
  receivedByName: nameOf('received_by'),
};

export const selectSummaries = (db: DbOrTx) => db.select(summaryColumns).from(warehouseMoves);
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[number];

const toSummary = (r: SummaryRow): WarehouseMoveSummary => {
  const m = r.move;
  const status = m.status as WarehouseMoveStatus;
  return {
    id: m.id,
    code: m.code,
    status,
    statusLabel: WAREHOUSE_MOVE_STATUS_LABELS[status],
    fromWarehouseCode: m.fromWarehouseCode,
    fromWarehouseName: r.fromWarehouseName,
    toWarehouseCode: m.toWarehouseCode,
    toWarehouseName: r.toWarehouseName,
    transitWarehouseCode: m.transitWarehouseCode,
    lineCount: Number(r.lineCount),
    requestedQty: Number(r.requestedQty),
    shippedQty: Number(r.shippedQty),
    receivedQty: Number(r.receivedQty),
    shortQty: Number(r.shortQty),
    damagedQty: Number(r.damagedQty),
    memo: m.memo,
    version: m.version,
    requestedByName: r.requestedByName,
    requestedAt: m.requestedAt.toISOString(),
    shippedByName: r.shippedByName,
    shippedAt: m.shippedAt?.toISOString() ?? null,
    receivedByName: r.receivedByName,
    receivedAt: m.receivedAt?.toISOString() ?? null,
  };
};

const summaryOf = async (db: DbOrTx, code: string): Promise<WarehouseMoveSummary> => {
  const [row] = await selectSummaries(db).where(eq(warehouseMoves.code, code.trim().toUpperCase()));
  if (!row) throw moveNotFound(code);
  return toSummary(row);
};

const onHandAt = (warehouse: string) =>
  sql<number>`coalesce((select b.qty from stock_balances b where b.part_id = p.id and b.warehouse_code = ${warehouse}), 0)::int`;

/** WarehouseMoveEachList / Modify / Examination: the move and its lines. */
export const loadMove = async (db: DbOrTx, code: string): Promise<WarehouseMoveView> => {
  const summary = await summaryOf(db, code);
  const lines = await db
    .select({
      line: warehouseMoveLines,
      partCode: sql<string>`p.code`,
      partNo: sql<string>`p.part_no`,
      partName: sql<string>`p.name`,
      fromOnHand: onHandAt(summary.fromWarehouseCode),
      transitOnHand: onHandAt(summary.transitWarehouseCode ?? transitWarehouseCode(summary.toWarehouseCode)),
      toOnHand: onHandAt(summary.toWarehouseCode),
    })
    .from(warehouseMoveLines)
    .innerJoin(sql`parts p`, sql`p.id = ${warehouseMoveLines.partId}`)
    .where(eq(warehouseMoveLines.moveId, summary.id))
    .orderBy(asc(warehouseMoveLines.lineNo));
  return {
    ...summary,
    lines: lines.map(({ line, ...p }) => ({
      lineNo: line.lineNo,
      partCode: p.partCode,
      partNo: p.partNo,
      partName: p.partName,
      requestedQty: line.requestedQty,
      shippedQty: line.shippedQty,
      scannedQty: line.scannedQty,
      receivedQty: line.receivedQty,
      shortQty: line.shortQty,
      damagedQty: line.damagedQty,
      fromOnHand: Number(p.fromOnHand),
      transitOnHand: Number(p.transitOnHand),
      toOnHand: Number(p.toOnHand),
    })),
  };
};

/** WarehouseMoveRecordList: every step and every scan (refused ones too), oldest first. */
export const moveRecord = async (db: DbOrTx, code: string): Promise<WarehouseMoveRecord> => {
  const move = await summaryOf(db, code);
  const rows = await db
    .select({
      e: warehouseMoveEvents,
      partCode: sql<string | null>`(select p.code from parts p where p.id = ${warehouseMoveEvents.partId})`,
      partName: sql<string | null>`(select p.name from parts p where p.id = ${warehouseMoveEvents.partId})`,
      byName: sql<string | null>`(select a.name from accounts a where a.id = ${warehouseMoveEvents.actorId})`,
    })
    .from(warehouseMoveEvents)
    .where(eq(warehouseMoveEvents.moveId, move.id))
    .orderBy(asc(warehouseMoveEvents.at), asc(warehouseMoveEvents.id));
  return {
    move,
    events: rows.map(({ e, ...r }) => ({
      id: e.id,
      event: e.event as WarehouseMoveEvent,
      eventLabel: WAREHOUSE_MOVE_EVENT_LABELS[e.event as WarehouseMoveEvent] ?? e.event,
      partCode: r.partCode,
      partName: r.partName,
      qty: e.qty,
      scanned: e.scanned,
      unitBarcode: e.unitBarcode,
      note: e.note,
      byName: r.byName,
      at: e.at.toISOString(),
    })),
  };
};

/** WarehouseMovePrint: the move with the company's name on the slip. */
export const movePrint = async (db: DbOrTx, code: string): Promise<WarehouseMovePrint> => {
  const move = await loadMove(db, code);
  // A print still reads before the admin has saved the company profile: the name only.
  const company = await getCompanyProfile(db).catch(() => null);
  return {
    move,
    company: {
      name: company?.name ?? '당사',
      bizNo: company?.bizNo || null,
      representative: company?.representative || null,
      address: company?.address || null,
      phone: company?.phone || null,
    },
  };
};

type Field = keyof typeof WAREHOUSE_MOVE_LIST_SPEC.fields;

// Part and request day are filtered below (a subquery, a range of instants).
const COLUMNS: ListColumns<Field> = {
  code: warehouseMoves.code,
  requestedAt: warehouseMoves.requestedAt,
  status: warehouseMoves.status,
  fromWarehouseCode: warehouseMoves.fromWarehouseCode,
  toWarehouseCode: warehouseMoves.toWarehouseCode,
  partCode: warehouseMoves.id,
};

const whereOf = (query: ListQuery): SQL | undefined => {
  const own = query.filters.filter((f) => f.field === 'requestedAt' || f.field === 'partCode');
  const keyword = query.keyword?.trim();
  return listWhere(
    WAREHOUSE_MOVE_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => !own.includes(f)),
    ...own.filter((f) => f.field === 'requestedAt').map((f) => kstDayFilter(warehouseMoves.requestedAt, f)),
    ...own
      .filter((f) => f.field === 'partCode')
      .map(
        (f) =>
          sql`${warehouseMoves.id} in (select l.move_id from warehouse_move_lines l join parts p on p.id = l.part_id where p.code = ${String(f.value).toUpperCase()})`,
      ),
    keyword
      ? sql`(${warehouseMoves.code} like ${`${escapeLike(keyword.toUpperCase())}%`} or ${warehouseMoves.memo} like ${`%${escapeLike(keyword)}%`})`
      : undefined,
  );
};

/** A page of moves, newest request first unless sorted otherwise. */
export const listWarehouseMoves = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<WarehouseMoveSummary>> => {
  const where = whereOf(query);
  const select = selectSummaries(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, warehouseMoves.id));
  return countedPage(db, warehouseMoves, where, query, select, toSummary);
};

/** Every move the query finds, page by page, for the Excel file. */
export async function* warehouseMovePages(db: Db, query: ListQuery): AsyncIterable<WarehouseMoveSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listWarehouseMoves(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
