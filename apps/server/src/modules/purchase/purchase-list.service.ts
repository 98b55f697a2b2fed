import {
  type ListPage,
  type ListQuery,
  PURCHASE_LIST_SPEC,
  PURCHASE_STATUS_LABELS,
  type PurchaseStatus,
  type PurchaseSummary,
} from '@erp/domain';
import { aliasedTable, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { countedPage, listColumnsOf, listOrderBy, listWhere } from '../../platform/list/list-query.sql.js';
import { suppliers } from '../supplier/supplier.table.js';
import { purchases } from './purchase.table.js';
import { supplierDocConditions, withoutOwnFilters } from './supplier-doc-filters.js';

// Purchasing core (매입 입고, SPEC §2.13): register and edit a draft, fix it (stock in, payable
// up, its unit barcodes purchase_in'd — one transaction) and undo a fix with reversing entries.

const creators = aliasedTable(accounts, 'creators');
const fixers = aliasedTable(accounts, 'fixers');

/** ISO instant as the API answers it, made by the database: no Date object per row and field. */
const isoOf = <T extends string | null>(column: AnyPgColumn) =>
  sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Flat, only what a summary shows: a list page maps 50 of these on every search, and the nested
// whole-row selection (with a Date per timestamp) cost more than the query itself.
const summaryColumns = {
  id: purchases.id,
  code: purchases.code,
  status: purchases.status,
  warehouseCode: purchases.warehouseCode,
  purchaseDate: sql<string>`to_char(${purchases.purchaseDate}, 'YYYYMMDD')`,
  supply: purchases.supply,
  vat: purchases.vat,
  total: purchases.total,
  memo: purchases.memo,
  version: purchases.version,
  createdAt: isoOf<string>(purchases.createdAt),
  fixedAt: isoOf<string | null>(purchases.fixedAt),
  supplierCode: suppliers.code,
  supplierName: suppliers.name,
  createdByName: creators.name,
  fixedByName: fixers.name,
  warehouseName: sql<string>`coalesce((select w.name from warehouses w where w.code = ${purchases.warehouseCode}), ${purchases.warehouseCode})`,
  lineCount: sql<number>`(select count(*)::int from purchase_lines l where l.purchase_id = ${purchases.id})`,
  totalQty: sql<number>`(select coalesce(sum(l.qty), 0)::int from purchase_lines l where l.purchase_id = ${purchases.id})`,
};

export const selectSummaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .leftJoin(creators, eq(creators.id, purchases.createdBy))
    .leftJoin(fixers, eq(fixers.id, purchases.fixedBy));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[number];

export const toSummary = ({ id: _id, ...r }: SummaryRow): PurchaseSummary => {
  const status = r.status as PurchaseStatus;
  return {
    ...r,
    status,
    statusLabel: PURCHASE_STATUS_LABELS[status],
    lineCount: Number(r.lineCount),
    totalQty: Number(r.totalQty),
    supply: Number(r.supply),
    vat: Number(r.vat),
    total: Number(r.total),
  };
};

const PURCHASE_COLUMNS = listColumnsOf(PURCHASE_LIST_SPEC, {
  code: purchases.code,
  purchaseDate: purchases.purchaseDate,
  // Filtered through the supplier id (below), so the (supplier_id, purchase_date) index serves it.
  supplierCode: purchases.supplierId,
  status: purchases.status,
  warehouseCode: purchases.warehouseCode,
  total: purchases.total,
});

/** PurchaseList / unfixed list: by period, supplier, status; keyword = purchase code or supplier name. */
export const listPurchases = async (db: DbOrTx, query: ListQuery): Promise<ListPage<PurchaseSummary>> => {
  const where = listWhere(
    PURCHASE_LIST_SPEC,
    PURCHASE_COLUMNS,
    withoutOwnFilters(query, ['supplierCode']),
    ...supplierDocConditions(purchases, query),
  );
  const select = selectSummaries(db)
    .where(where)
    .orderBy(...listOrderBy(PURCHASE_COLUMNS, query.sort, purchases.id));
  return countedPage(db, purchases, where, query, select, toSummary);
};
