import {
  type ListPage,
  type ListQuery,
  PURCHASE_LIST_SPEC,
  PURCHASE_STATUS_LABELS,
  type PurchaseStatus,
  type PurchaseSummary,
} from '@erp/domain';
import { aliasedTable, eq, sql } from 'drizzle-orm';
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

const summaryColumns = {
  purchase: purchases,
  supplierCode: suppliers.code,
  supplierName: suppliers.name,
  createdByName: creators.name,
  fixedByName: fixers.name,
  warehouseName: sql<string>`coalesce((select w.name from warehouses w where w.code = ${purchases.warehouseCode}), ${purchases.warehouseCode})`,
  lineCount: sql<number>`(select count(*)::int from purchase_lines l where l.purchase_id = ${purchases.id})`,
  totalQty: sql<number>`(select coalesce(sum(l.qty), 0)::int from purchase_lines l where l.purchase_id = ${purchases.id})`,
};

const ymdOf = (isoDate: string): string => isoDate.replaceAll('-', '');

export const selectSummaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .leftJoin(creators, eq(creators.id, purchases.createdBy))
    .leftJoin(fixers, eq(fixers.id, purchases.fixedBy));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[number];

export const toSummary = (r: SummaryRow): PurchaseSummary => {
  const p = r.purchase;
  const status = p.status as PurchaseStatus;
  return {
    code: p.code,
    status,
    statusLabel: PURCHASE_STATUS_LABELS[status],
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    warehouseCode: p.warehouseCode,
    warehouseName: r.warehouseName,
    purchaseDate: ymdOf(p.purchaseDate),
    supply: p.supply,
    vat: p.vat,
    total: p.total,
    lineCount: Number(r.lineCount),
    totalQty: Number(r.totalQty),
    memo: p.memo,
    version: p.version,
    createdByName: r.createdByName,
    createdAt: p.createdAt.toISOString(),
    fixedByName: r.fixedByName,
    fixedAt: p.fixedAt?.toISOString() ?? null,
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
