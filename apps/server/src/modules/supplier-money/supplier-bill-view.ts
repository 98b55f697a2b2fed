import {
  BILL_DIFFERENCE_KIND_LABELS,
  type BillLineMatch,
  billDifferences,
  SUPPLIER_BILL_KIND_LABELS,
  SUPPLIER_BILL_STATUS_LABELS,
  type SupplierBillKind,
  type SupplierBillStatus,
  type SupplierBillSummary,
  type SupplierBillView,
  withParticle,
} from '@erp/domain';
import { type and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { parts } from '../part/part.table.js';
import { purchaseLines, purchases } from '../purchase/purchase.table.js';
import { purchaseOrderLines } from '../purchase-order/purchase-order.table.js';
import { suppliers } from '../supplier/supplier.table.js';
import { supplierBillLines, supplierBills } from './supplier-money.table.js';

// How a bill reads: its header as a list row, its lines beside the arrivals they are matched to,
// and the differences between them (with the reasons stored on accept).

const ymdOf = (isoDate: string): string => isoDate.replaceAll('-', '');

export const billSummaryColumns = {
  bill: supplierBills,
  supplierCode: suppliers.code,
  supplierName: suppliers.name,
  lineCount: sql<number>`(select count(*)::int from supplier_bill_lines l where l.bill_id = ${supplierBills.id})`,
};

export const selectBillSummaries = (db: DbOrTx) =>
  db
    .select(billSummaryColumns)
    .from(supplierBills)
    .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId));

type BillRow = Awaited<ReturnType<ReturnType<typeof selectBillSummaries>['where']>>[number];

export const toBillSummary = (r: BillRow): SupplierBillSummary => {
  const b = r.bill;
  const status = b.status as SupplierBillStatus;
  const kind = b.kind as SupplierBillKind;
  return {
    code: b.code,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    billDate: ymdOf(b.billDate),
    kind,
    kindLabel: SUPPLIER_BILL_KIND_LABELS[kind],
    supplierBillNo: b.supplierBillNo,
    status,
    statusLabel: SUPPLIER_BILL_STATUS_LABELS[status],
    supply: b.supply,
    vat: b.vat,
    total: b.total,
    adjustment: b.adjustment,
    lineCount: Number(r.lineCount),
    memo: b.memo,
    version: b.version,
    acceptedAt: b.acceptedAt?.toISOString() ?? null,
  };
};

/** What other bills charge of an arrival line: SQL for the select lists below. */
export const billedElsewhereSql = (purchaseLineId: unknown, billId: unknown) =>
  sql<number>`(select coalesce(sum(o.qty), 0)::int from supplier_bill_lines o
    where o.purchase_line_id = ${purchaseLineId} and o.bill_id <> ${billId})`;

/** The arrival (purchase line) and its part, as both select lists below read them. */
const arrivalColumns = {
  purchaseCode: purchases.code,
  purchaseStatus: purchases.status,
  partCode: parts.code,
  partNo: parts.partNo,
  partName: parts.name,
  vatIncluded: purchaseLines.vatIncluded,
  // What the purchase order asked for, when the arrival came from one (else null: bought directly).
  orderedQty: sql<
    number | null
  >`(select ol.qty from ${purchaseOrderLines} ol where ol.id = ${purchaseLines.orderLineId})`,
};

/** The bill's lines beside their arrivals, in line order. */
export const billLinesOf = (db: DbOrTx, billId: number) =>
  db
    .select({
      line: supplierBillLines,
      ...arrivalColumns,
      receivedQty: purchaseLines.qty,
      receivedPrice: purchaseLines.unitPrice,
      billedElsewhere: billedElsewhereSql(supplierBillLines.purchaseLineId, billId),
    })
    .from(supplierBillLines)
    .innerJoin(purchaseLines, eq(purchaseLines.id, supplierBillLines.purchaseLineId))
    .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
    .innerJoin(parts, eq(parts.id, supplierBillLines.partId))
    .where(eq(supplierBillLines.billId, billId))
    .orderBy(asc(supplierBillLines.lineNo));

export type BillLineRow = Awaited<ReturnType<typeof billLinesOf>>[number];

export const matchOf = (l: BillLineRow): BillLineMatch => ({
  lineNo: l.line.lineNo,
  partName: l.partName,
  openQty: l.receivedQty - Number(l.billedElsewhere),
  receivedPrice: l.receivedPrice,
  billedQty: l.line.qty,
  billedPrice: l.line.unitPrice,
  vatIncluded: l.vatIncluded,
});

export const findBill = async (db: DbOrTx, code: string) => {
  const [row] = await selectBillSummaries(db).where(eq(supplierBills.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('E2001', `계산서 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row;
};

/** PurchasePayingBill: the bill, its lines against the arrivals and the differences. */
export const loadBill = async (db: DbOrTx, code: string): Promise<SupplierBillView> => {
  const row = await findBill(db, code);
  const lines = await billLinesOf(db, row.bill.id);
  const reasonOf = new Map(
    lines.flatMap((l) => [
      [`${l.line.lineNo}:qty`, l.line.qtyReason],
      [`${l.line.lineNo}:price`, l.line.priceReason],
    ]),
  );
  const nameOf = new Map(lines.map((l) => [l.line.lineNo, l.partName]));
  return {
    ...toBillSummary(row),
    lines: lines.map((l) => ({
      lineNo: l.line.lineNo,
      purchaseLineId: l.line.purchaseLineId,
      purchaseCode: l.purchaseCode,
      partCode: l.partCode,
      partNo: l.partNo,
      partName: l.partName,
      orderedQty: l.orderedQty === null ? null : Number(l.orderedQty),
      receivedQty: l.receivedQty,
      billedElsewhere: Number(l.billedElsewhere),
      receivedPrice: l.receivedPrice,
      vatIncluded: l.vatIncluded,
      qty: l.line.qty,
      unitPrice: l.line.unitPrice,
      supply: l.line.supply,
      vat: l.line.vat,
      total: l.line.total,
    })),
    differences: billDifferences(lines.map(matchOf)).map((d) => ({
      ...d,
      partName: nameOf.get(d.lineNo) ?? '',
      kindLabel: BILL_DIFFERENCE_KIND_LABELS[d.kind],
      reason: reasonOf.get(`${d.lineNo}:${d.kind}`) ?? null,
    })),
  };
};

/** Arrival lines (of `where`) with what bills other than `billId` charge of them (0: every bill). */
export const arrivalLines = (db: DbOrTx, where: ReturnType<typeof and>, billId: number) =>
  db
    .select({
      id: purchaseLines.id,
      ...arrivalColumns,
      purchaseDate: purchases.purchaseDate,
      supplierId: purchases.supplierId,
      partId: purchaseLines.partId,
      qty: purchaseLines.qty,
      unitPrice: purchaseLines.unitPrice,
      billed: billedElsewhereSql(purchaseLines.id, billId),
    })
    .from(purchaseLines)
    .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
    .innerJoin(parts, eq(parts.id, purchaseLines.partId))
    .where(where);
