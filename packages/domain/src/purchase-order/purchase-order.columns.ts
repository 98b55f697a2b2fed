import { listColumns } from '../list/list-columns.js';
import { APPROVAL_STATUS_LABELS } from '../purchase/supplier-approval.js';
import { PURCHASE_ORDER_LABELS as L } from './purchase-order.labels.js';
import { RECEIPT_STATE_LABELS } from './purchase-order.rules.js';
import type { PurchaseOrderLine, PurchaseOrderSummary } from './purchase-order.schema.js';
import type { LateSupply } from './purchase-schedule.schema.js';

/** PurchaseOrderList's columns, in the grid and in its Excel download. */
export const PURCHASE_ORDER_COLUMNS = listColumns<PurchaseOrderSummary>()([
  { key: 'code', label: L.code, value: (o) => o.code, format: 'code', width: 110, pinned: true },
  { key: 'orderDate', label: L.orderDate, value: (o) => o.orderDate, format: 'date', width: 100 },
  { key: 'supplierName', label: L.supplierName, value: (o) => o.supplierName, width: 180 },
  { key: 'status', label: L.status, value: (o) => o.status, labels: APPROVAL_STATUS_LABELS, width: 90 },
  {
    key: 'receiptState',
    label: L.receiptState,
    value: (o) => o.receiptState,
    labels: RECEIPT_STATE_LABELS,
    width: 90,
  },
  { key: 'lineCount', label: L.lineCount, value: (o) => o.lineCount, format: 'count', width: 70 },
  { key: 'totalQty', label: L.totalQty, value: (o) => o.totalQty, format: 'count', width: 80 },
  { key: 'receivedQty', label: L.receivedQty, value: (o) => o.receivedQty, format: 'count', width: 80 },
  { key: 'remainingQty', label: L.remainingQty, value: (o) => o.remainingQty, format: 'count', width: 70 },
  { key: 'total', label: L.total, value: (o) => o.total, format: 'won', width: 110 },
  { key: 'expectedDate', label: L.expectedDate, value: (o) => o.expectedDate, format: 'date', width: 100 },
  { key: 'requestedByName', label: L.requestedByName, value: (o) => o.requestedByName, width: 80 },
  { key: 'checkedByName', label: L.checkedByName, value: (o) => o.checkedByName, width: 80 },
  { key: 'approvedByName', label: L.approvedByName, value: (o) => o.approvedByName, width: 80 },
  { key: 'memo', label: L.memo, value: (o) => o.memo, width: 200, only: 'excel' },
]);

/** One order's lines: the A4 발주서 and the order's own Excel file. */
export const PURCHASE_ORDER_LINE_COLUMNS = listColumns<PurchaseOrderLine>()([
  { key: 'lineNo', label: '순번', value: (l) => l.lineNo, format: 'count', width: 50 },
  { key: 'partNo', label: L.partNo, value: (l) => l.partNo, width: 140 },
  { key: 'partName', label: L.partName, value: (l) => l.partName, width: 200 },
  { key: 'brandName', label: '브랜드', value: (l) => l.brandName, width: 90 },
  { key: 'qty', label: L.qty, value: (l) => l.qty, format: 'count', width: 60 },
  { key: 'unitPrice', label: L.unitPrice, value: (l) => l.unitPrice, format: 'won', width: 90 },
  { key: 'supply', label: L.supply, value: (l) => l.supply, format: 'won', width: 100 },
  { key: 'vat', label: L.vat, value: (l) => l.vat, format: 'won', width: 80 },
  { key: 'total', label: L.total, value: (l) => l.total, format: 'won', width: 100 },
  { key: 'expectedDate', label: L.expectedDate, value: (l) => l.expectedDate, format: 'date', width: 100 },
  { key: 'memo', label: L.memo, value: (l) => l.memo, width: 160 },
]);

/** PurchaseLateSupply's columns. */
export const LATE_SUPPLY_COLUMNS = listColumns<LateSupply>()([
  { key: 'supplierName', label: L.supplierName, value: (r) => r.supplierName, width: 170, pinned: true },
  { key: 'orderCode', label: L.code, value: (r) => r.orderCode, format: 'code', width: 110 },
  { key: 'partNo', label: L.partNo, value: (r) => r.partNo, width: 140 },
  { key: 'partName', label: L.partName, value: (r) => r.partName, width: 200 },
  { key: 'qty', label: L.totalQty, value: (r) => r.qty, format: 'count', width: 80 },
  { key: 'receivedQty', label: L.receivedQty, value: (r) => r.receivedQty, format: 'count', width: 80 },
  { key: 'remainingQty', label: L.remainingQty, value: (r) => r.remainingQty, format: 'count', width: 70 },
  { key: 'expectedDate', label: L.expectedDate, value: (r) => r.expectedDate, format: 'date', width: 100 },
  { key: 'daysLate', label: L.daysLate, value: (r) => r.daysLate, format: 'count', width: 80 },
]);
