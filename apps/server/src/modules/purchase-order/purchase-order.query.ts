import {
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  type PurchaseOrderSummary,
  RECEIPT_STATE_LABELS,
  receiptStateOf,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { approvalJoins, approvalNameColumns, warehouseNameOf } from '../purchase/approval-query.js';
import { purchaseOrders } from './purchase-order.table.js';

// What an order has received is never stored: it is the quantity of the FIXED purchase lines
// linked to its lines (purchase_lines.order_line_id, indexed), so a fix change of an arrival
// gives the quantity back to the order at once.

/** Received of one order line: its fixed arrival lines. */
export const receivedOf = (orderLineId: SQL): SQL<number> =>
  sql<number>`(select coalesce(sum(pl.qty), 0)::int from purchase_lines pl
    join purchases p on p.id = pl.purchase_id and p.status = 'fixed'
    where pl.order_line_id = ${orderLineId})`;

/** An aggregate over the order's lines, `l` being a line and `recv` its received quantity. */
const overLines = (aggregate: string) =>
  sql.raw(`(select ${aggregate} from purchase_order_lines l
    cross join lateral (select coalesce(sum(pl.qty), 0)::int as recv from purchase_lines pl
      join purchases p on p.id = pl.purchase_id and p.status = 'fixed' where pl.order_line_id = l.id) r
    where l.order_id = purchase_orders.id)`);

/**
 * Received of `purchase_order_lines` in a select from that table: written out in full, since
 * drizzle leaves a single table's columns unqualified and `id` would be ambiguous.
 */
export const RECEIVED_OF_LINE = receivedOf(sql.raw('purchase_order_lines.id'));

const summaryColumns = {
  order: purchaseOrders,
  ...approvalNameColumns,
  warehouseName: warehouseNameOf(purchaseOrders.warehouseCode),
  lineCount: sql<number>`(select count(*)::int from purchase_order_lines l where l.order_id = ${purchaseOrders.id})`,
  totalQty: sql<number>`(select coalesce(sum(l.qty), 0)::int from purchase_order_lines l where l.order_id = ${purchaseOrders.id})`,
  cancelledQty: sql<number>`(select coalesce(sum(l.cancelled_qty), 0)::int from purchase_order_lines l where l.order_id = ${purchaseOrders.id})`,
  expectedDate: sql<
    string | null
  >`(select to_char(min(l.expected_date), 'YYYYMMDD') from purchase_order_lines l where l.order_id = ${purchaseOrders.id})`,
  receivedQty: overLines('coalesce(sum(r.recv), 0)::int'),
  remainingQty: overLines('coalesce(sum(greatest(0, l.qty - l.cancelled_qty - r.recv)), 0)::int'),
};

const [bySupplier, byRequester, byChecker, byApprover, bySaver] = approvalJoins(purchaseOrders);

export const selectOrderSummaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(purchaseOrders)
    .innerJoin(...bySupplier)
    .leftJoin(...byRequester)
    .leftJoin(...byChecker)
    .leftJoin(...byApprover)
    .leftJoin(...bySaver);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectOrderSummaries>['where']>>[number];

export const ymdOf = (isoDate: string): string => isoDate.replaceAll('-', '');

export const toOrderSummary = (r: SummaryRow): PurchaseOrderSummary => {
  const o = r.order;
  const status = o.status as ApprovalStatus;
  const q = {
    ordered: Number(r.totalQty),
    received: Number(r.receivedQty),
    cancelled: Number(r.cancelledQty),
  };
  const receiptState = receiptStateOf(status, q);
  return {
    code: o.code,
    orderDate: ymdOf(o.orderDate),
    status,
    statusLabel: APPROVAL_STATUS_LABELS[status],
    receiptState,
    receiptLabel: RECEIPT_STATE_LABELS[receiptState],
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    warehouseCode: o.warehouseCode,
    warehouseName: r.warehouseName,
    supply: o.supply,
    vat: o.vat,
    total: o.total,
    lineCount: Number(r.lineCount),
    totalQty: q.ordered,
    receivedQty: q.received,
    remainingQty: Number(r.remainingQty),
    expectedDate: r.expectedDate,
    memo: o.memo,
    version: o.version,
    requestedById: o.requestedBy,
    requestedByName: r.requestedByName,
    requestedAt: o.requestedAt.toISOString(),
    checkedById: o.checkedBy,
    checkedByName: r.checkedByName,
    checkedAt: o.checkedAt?.toISOString() ?? null,
    approvedByName: r.approvedByName,
    approvedAt: o.approvedAt?.toISOString() ?? null,
    savedByName: r.savedByName,
    savedAt: o.savedAt?.toISOString() ?? null,
    rejectReason: o.rejectReason,
  };
};
