import {
  CONSIGNMENT_LIST_SPEC,
  CONSIGNMENT_STATUS_LABELS,
  CONSIGNMENT_TYPE_LABELS,
  type ConsignmentStatement,
  type ConsignmentStatus,
  type ConsignmentStock,
  type ConsignmentSummary,
  type ConsignmentType,
  type ConsignmentView,
  type ListPage,
  type ListQuery,
} from '@erp/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  kstDayEnd,
  kstDayFilter,
  kstDayStart,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';
import { consignmentLines, consignments } from './consignment.table.js';
import { customerOf, locationOf } from './consignment-location.js';

// Reading consignments: one document, the list (by type and customer), what a customer's
// location holds, and the statement of a period.

const creator = alias(accounts, 'consignment_creator');

const summaryColumns = {
  doc: consignments,
  customerCode: customers.code,
  customerName: customers.name,
  warehouseName: warehouses.name,
  createdByName: creator.name,
  lineCount: sql<number>`(select count(*)::int from consignment_lines l where l.consignment_id = ${consignments.id})`,
  totalQty: sql<number>`(select coalesce(sum(l.qty), 0)::int from consignment_lines l where l.consignment_id = ${consignments.id})`,
  saleTotal: sql<number>`(select coalesce(sum(l.qty::bigint * coalesce(l.unit_price, 0)), 0)::bigint from consignment_lines l where l.consignment_id = ${consignments.id})`,
  // The cost that left the source: the document's move-outs net of reversals (0 while a draft).
  totalValue: sql<number>`(select coalesce(-sum(m.value), 0)::bigint from stock_moves m
    where m.doc_kind = 'consignment' and m.doc_code = ${consignments.code} and m.reason = 'move-out')`,
};

const selectSummaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(consignments)
    .innerJoin(customers, eq(customers.id, consignments.customerId))
    .leftJoin(warehouses, eq(warehouses.code, consignments.warehouseCode))
    .leftJoin(creator, eq(creator.id, consignments.createdBy));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[number];

const toSummary = (r: SummaryRow): ConsignmentSummary => {
  const d = r.doc;
  const type = d.type as ConsignmentType;
  const status = d.status as ConsignmentStatus;
  return {
    id: d.id,
    code: d.code,
    type,
    typeLabel: CONSIGNMENT_TYPE_LABELS[type],
    status,
    statusLabel: CONSIGNMENT_STATUS_LABELS[status],
    customerCode: r.customerCode,
    customerName: r.customerName,
    warehouseCode: d.warehouseCode,
    warehouseName: r.warehouseName,
    locationCode: d.locationCode,
    orderCode: d.orderCode,
    lineCount: Number(r.lineCount),
    totalQty: Number(r.totalQty),
    totalValue: Number(r.totalValue),
    saleTotal: Number(r.saleTotal),
    memo: d.memo,
    createdByName: r.createdByName,
    createdAt: d.createdAt.toISOString(),
    postedAt: d.postedAt?.toISOString() ?? null,
    version: d.version,
  };
};

/** ConsignmentModify / Copy / Print: the document and its lines with the cost each moved. */
export const loadConsignment = async (db: DbOrTx, code: string): Promise<ConsignmentView> => {
  const [row] = await selectSummaries(db).where(eq(consignments.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('E2001', `위탁 ${code}을(를) 찾을 수 없습니다.`);
  const lines = await db
    .select({
      lineNo: consignmentLines.lineNo,
      qty: consignmentLines.qty,
      unitPrice: consignmentLines.unitPrice,
      partCode: parts.code,
      partNo: parts.partNo,
      partName: parts.name,
      value: sql<number>`(select coalesce(-sum(m.value), 0)::bigint from stock_moves m
        where m.doc_kind = 'consignment' and m.doc_code = ${row.doc.code} and m.doc_line = ${consignmentLines.lineNo}
          and m.reason = 'move-out')`,
    })
    .from(consignmentLines)
    .innerJoin(parts, eq(parts.id, consignmentLines.partId))
    .where(eq(consignmentLines.consignmentId, row.doc.id))
    .orderBy(asc(consignmentLines.lineNo));
  return { ...toSummary(row), lines: lines.map((l) => ({ ...l, value: Number(l.value) })) };
};

type Field = keyof typeof CONSIGNMENT_LIST_SPEC.fields;

const COLUMNS: ListColumns<Field> = {
  code: consignments.code,
  createdAt: consignments.createdAt,
  type: consignments.type,
  status: consignments.status,
  customerCode: consignments.customerId,
};

const OWN = ['customerCode', 'createdAt'];

const whereOf = (query: ListQuery): SQL | undefined => {
  const customerCode = query.filters.find((f) => f.field === 'customerCode')?.value;
  return listWhere(
    CONSIGNMENT_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => !OWN.includes(f.field)),
    ...query.filters
      .filter((f) => f.field === 'createdAt')
      .map((f) => kstDayFilter(consignments.createdAt, f)),
    typeof customerCode === 'string'
      ? sql`${consignments.customerId} = (select id from customers where code = ${customerCode.toUpperCase()})`
      : undefined,
  );
};

/** A page of consignments, newest first unless sorted otherwise. */
export const listConsignments = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<ConsignmentSummary>> => {
  const where = whereOf(query);
  const select = selectSummaries(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, consignments.id));
  return countedPage(db, consignments, where, query, select, toSummary);
};

export async function* consignmentPages(db: Db, query: ListQuery): AsyncIterable<ConsignmentSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listConsignments(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

/** Parts' sale prices (what a use line is sold at when the clerk typed none). */
export const salePriceOf = async (db: DbOrTx, partIds: readonly number[]): Promise<Map<number, number>> => {
  const rows = await db
    .select({ id: parts.id, price: parts.salePrice })
    .from(parts)
    .where(inArray(parts.id, [...partIds]));
  return new Map(rows.map((r) => [r.id, r.price]));
};

/** What the customer's consignment location holds now: the stock balances of that warehouse. */
export const consignmentStock = async (db: DbOrTx, customerCode: string): Promise<ConsignmentStock> => {
  const customer = await customerOf(db, customerCode);
  const location = await locationOf(db, customer.id);
  const rows = location
    ? await queryRows<{ part_code: string; part_no: string; part_name: string; qty: number; value: string }>(
        db,
        sql`select p.code as part_code, p.part_no, p.name as part_name, b.qty, b.value
            from stock_balances b join parts p on p.id = b.part_id
            where b.warehouse_code = ${location} and (b.qty <> 0 or b.value <> 0) order by p.code`,
      )
    : [];
  return {
    customerCode: customer.code,
    customerName: customer.name,
    locationCode: location,
    rows: rows.map((r) => ({
      partCode: r.part_code,
      partNo: r.part_no,
      partName: r.part_name,
      qty: r.qty,
      value: Number(r.value),
    })),
  };
};

/**
 * The consignment statement (위탁 명세) of a period: per part at the customer's location, the
 * opening balance (moves before the first day), what arrived (placed: move-ins, net of reversals),
 * what was sold from it (used: sale-out net of cancels), what went back (withdrawn: move-outs)
 * and the closing balance. Read from the stock ledger, so it always agrees with the balances.
 */
export const consignmentStatement = async (
  db: DbOrTx,
  customerCode: string,
  from: string,
  to: string,
): Promise<ConsignmentStatement> => {
  const customer = await customerOf(db, customerCode);
  const location = await locationOf(db, customer.id);
  const start = kstDayStart(from);
  const end = kstDayEnd(to);
  const rows = location
    ? await queryRows<Record<string, string | number>>(
        db,
        sql`select p.code as part_code, p.part_no, p.name as part_name,
              coalesce(sum(m.qty) filter (where m.at < ${start}), 0)::int as opening_qty,
              coalesce(sum(m.value) filter (where m.at < ${start}), 0)::bigint as opening_value,
              coalesce(sum(m.qty) filter (where m.at >= ${start} and m.at < ${end} and m.reason = 'move-in'), 0)::int as placed_qty,
              coalesce(sum(m.value) filter (where m.at >= ${start} and m.at < ${end} and m.reason = 'move-in'), 0)::bigint as placed_value,
              coalesce(-sum(m.qty) filter (where m.at >= ${start} and m.at < ${end} and m.reason in ('sale-out', 'cancel-in', 'return-in')), 0)::int as used_qty,
              coalesce(-sum(m.value) filter (where m.at >= ${start} and m.at < ${end} and m.reason in ('sale-out', 'cancel-in', 'return-in')), 0)::bigint as used_value,
              coalesce(-sum(m.qty) filter (where m.at >= ${start} and m.at < ${end} and m.reason = 'move-out'), 0)::int as withdrawn_qty,
              coalesce(-sum(m.value) filter (where m.at >= ${start} and m.at < ${end} and m.reason = 'move-out'), 0)::bigint as withdrawn_value,
              coalesce(sum(m.qty) filter (where m.at < ${end}), 0)::int as closing_qty,
              coalesce(sum(m.value) filter (where m.at < ${end}), 0)::bigint as closing_value
            from stock_moves m join parts p on p.id = m.part_id
            where m.warehouse_code = ${location} and m.at < ${end}
            group by p.code, p.part_no, p.name order by p.code`,
      )
    : [];
  const n = (v: string | number | undefined) => Number(v ?? 0);
  return {
    customerCode: customer.code,
    customerName: customer.name,
    locationCode: location,
    from,
    to,
    rows: rows.map((r) => ({
      partCode: String(r.part_code),
      partNo: String(r.part_no),
      partName: String(r.part_name),
      openingQty: n(r.opening_qty),
      openingValue: n(r.opening_value),
      placedQty: n(r.placed_qty),
      placedValue: n(r.placed_value),
      usedQty: n(r.used_qty),
      usedValue: n(r.used_value),
      withdrawnQty: n(r.withdrawn_qty),
      withdrawnValue: n(r.withdrawn_value),
      closingQty: n(r.closing_qty),
      closingValue: n(r.closing_value),
    })),
  };
};
