import { listColumns } from '../list/list-columns.js';
import { WAREHOUSE_MOVE_LABELS as L } from './warehouse-move.labels.js';
import type { WarehouseMoveSummary } from './warehouse-move.schema.js';
import { WAREHOUSE_MOVE_STATUS_LABELS } from './warehouse-move.status.js';

/** WarehouseMoveList's columns, in the grid and in its Excel download. */
export const WAREHOUSE_MOVE_COLUMNS = listColumns<WarehouseMoveSummary>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 130, pinned: true },
  { key: 'requestedAt', label: L.requestedAt, value: (r) => r.requestedAt, format: 'datetime', width: 140 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: WAREHOUSE_MOVE_STATUS_LABELS, width: 84 },
  {
    key: 'fromWarehouseCode',
    label: L.fromWarehouseCode,
    value: (r) => `${r.fromWarehouseName} (${r.fromWarehouseCode})`,
    width: 150,
  },
  {
    key: 'toWarehouseCode',
    label: L.toWarehouseCode,
    value: (r) => `${r.toWarehouseName} (${r.toWarehouseCode})`,
    width: 150,
  },
  { key: 'lineCount', label: L.lineCount, value: (r) => r.lineCount, format: 'count', width: 70 },
  { key: 'requestedQty', label: L.requestedQty, value: (r) => r.requestedQty, format: 'count', width: 80 },
  { key: 'shippedQty', label: L.shippedQty, value: (r) => r.shippedQty, format: 'count', width: 80 },
  { key: 'receivedQty', label: L.receivedQty, value: (r) => r.receivedQty, format: 'count', width: 80 },
  { key: 'shortQty', label: L.shortQty, value: (r) => r.shortQty, format: 'count', width: 64 },
  { key: 'damagedQty', label: L.damagedQty, value: (r) => r.damagedQty, format: 'count', width: 64 },
  { key: 'requestedByName', label: L.requestedByName, value: (r) => r.requestedByName, width: 90 },
  { key: 'shippedAt', label: L.shippedAt, value: (r) => r.shippedAt, format: 'datetime', width: 140 },
  { key: 'receivedAt', label: L.receivedAt, value: (r) => r.receivedAt, format: 'datetime', width: 140 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200, only: 'excel' },
]);
