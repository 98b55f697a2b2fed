import { listColumns } from '../list/list-columns.js';
import { APPROVAL_STATUS_LABELS } from '../purchase/supplier-approval.js';
import { PURCHASE_RETURN_LABELS as L } from './purchase-return.labels.js';
import type { PurchaseReturnSummary } from './purchase-return.schema.js';

/** PurchaseReturnList's columns, in the grid and in its Excel download. */
export const PURCHASE_RETURN_COLUMNS = listColumns<PurchaseReturnSummary>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 118, pinned: true },
  { key: 'requestedAt', label: L.requestedAt, value: (r) => r.requestedAt, format: 'datetime', width: 140 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: APPROVAL_STATUS_LABELS, width: 90 },
  {
    key: 'supplierCode',
    label: L.supplierCode,
    value: (r) => `${r.supplierName} (${r.supplierCode})`,
    width: 200,
  },
  { key: 'warehouseCode', label: L.warehouseCode, value: (r) => r.warehouseName, width: 100 },
  { key: 'lineCount', label: L.lineCount, value: (r) => r.lineCount, format: 'count', width: 76 },
  { key: 'totalQty', label: L.totalQty, value: (r) => r.totalQty, format: 'count', width: 70 },
  { key: 'supply', label: L.supply, value: (r) => r.supply, format: 'won', width: 110 },
  { key: 'vat', label: L.vat, value: (r) => r.vat, format: 'won', width: 100 },
  { key: 'total', label: L.total, value: (r) => r.total, format: 'won', width: 110 },
  {
    key: 'plannedPickupDate',
    label: L.plannedPickupDate,
    value: (r) => r.plannedPickupDate,
    format: 'date',
    width: 104,
  },
  { key: 'requestedByName', label: L.requestedByName, value: (r) => r.requestedByName, width: 90 },
  { key: 'checkedByName', label: L.checkedByName, value: (r) => r.checkedByName, width: 90 },
  { key: 'approvedByName', label: L.approvedByName, value: (r) => r.approvedByName, width: 100 },
  { key: 'savedAt', label: L.savedAt, value: (r) => r.savedAt, format: 'datetime', width: 140 },
  { key: 'reason', label: L.reason, value: (r) => r.reason, width: 180 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200, only: 'excel' },
]);
