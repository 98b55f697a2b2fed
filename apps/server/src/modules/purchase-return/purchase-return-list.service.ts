import {
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  type ListPage,
  type ListQuery,
  PURCHASE_RETURN_LIST_SPEC,
  type PurchaseReturnSummary,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import {
  countedPage,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { approvalJoins, approvalNameColumns, warehouseNameOf } from '../purchase/approval-query.js';
import {
  partLineConditions,
  supplierDocConditions,
  withoutOwnFilters,
} from '../purchase/supplier-doc-filters.js';
import { purchaseReturns } from './purchase-return.table.js';

// PurchaseReturnList and the schedule: returns by request day, supplier, status, part and pickup
// day. A request day becomes a range of instants from Korean midnight, so the index serves it.

const summaryColumns = {
  ret: purchaseReturns,
  ...approvalNameColumns,
  warehouseName: warehouseNameOf(purchaseReturns.warehouseCode),
  lineCount: sql<number>`(select count(*)::int from purchase_return_lines l where l.return_id = ${purchaseReturns.id})`,
  totalQty: sql<number>`(select coalesce(sum(l.qty), 0)::int from purchase_return_lines l where l.return_id = ${purchaseReturns.id})`,
};

const [bySupplier, byRequester, byChecker, byApprover, bySaver] = approvalJoins(purchaseReturns);

export const selectReturnSummaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(purchaseReturns)
    .innerJoin(...bySupplier)
    .leftJoin(...byRequester)
    .leftJoin(...byChecker)
    .leftJoin(...byApprover)
    .leftJoin(...bySaver);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectReturnSummaries>['where']>>[number];

const ymdOf = (isoDate: string | null): string | null => (isoDate ? isoDate.replaceAll('-', '') : null);

export const toReturnSummary = (r: SummaryRow): PurchaseReturnSummary => {
  const p = r.ret;
  const status = p.status as ApprovalStatus;
  return {
    id: p.id,
    code: p.code,
    status,
    statusLabel: APPROVAL_STATUS_LABELS[status],
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    warehouseCode: p.warehouseCode,
    warehouseName: r.warehouseName,
    reason: p.reason,
    plannedPickupDate: ymdOf(p.plannedPickupDate),
    supply: p.supply,
    vat: p.vat,
    total: p.total,
    lineCount: Number(r.lineCount),
    totalQty: Number(r.totalQty),
    memo: p.memo,
    version: p.version,
    requestedByName: r.requestedByName,
    requestedAt: p.requestedAt.toISOString(),
    checkedByName: r.checkedByName,
    checkedAt: p.checkedAt?.toISOString() ?? null,
    approvedByName: r.approvedByName,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    savedByName: r.savedByName,
    savedAt: p.savedAt?.toISOString() ?? null,
    closedNote: p.closedNote,
  };
};

type Field = keyof typeof PURCHASE_RETURN_LIST_SPEC.fields;

// Supplier, part and request day are filtered below (an id, a subquery, a range of instants).
const COLUMNS: ListColumns<Field> = {
  code: purchaseReturns.code,
  requestedAt: purchaseReturns.requestedAt,
  supplierCode: purchaseReturns.supplierId,
  status: purchaseReturns.status,
  partCode: purchaseReturns.id,
  plannedPickupDate: purchaseReturns.plannedPickupDate,
  total: purchaseReturns.total,
};

const OWN_FILTERS: readonly string[] = ['supplierCode', 'partCode', 'requestedAt'];

const RETURN_LINES = { table: 'purchase_return_lines', docColumn: 'return_id' };

const whereOf = (query: ListQuery): SQL | undefined =>
  listWhere(
    PURCHASE_RETURN_LIST_SPEC,
    COLUMNS,
    withoutOwnFilters(query, OWN_FILTERS),
    ...query.filters
      .filter((f) => f.field === 'requestedAt')
      .map((f) => kstDayFilter(purchaseReturns.requestedAt, f)),
    ...supplierDocConditions(purchaseReturns, query),
    ...partLineConditions(purchaseReturns.id, RETURN_LINES, query),
  );

/** A page of returns, newest request first unless sorted otherwise. */
export const listPurchaseReturns = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<PurchaseReturnSummary>> => {
  const where = whereOf(query);
  const select = selectReturnSummaries(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, purchaseReturns.id));
  return countedPage(db, purchaseReturns, where, query, select, toReturnSummary);
};

/** Every return the query finds, page by page, for the Excel file. */
export async function* purchaseReturnPages(db: Db, query: ListQuery): AsyncIterable<PurchaseReturnSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listPurchaseReturns(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
