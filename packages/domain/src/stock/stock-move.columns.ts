import { listColumns } from '../list/list-columns.js';
import { STOCK_MOVE_LABELS as L } from './stock.labels.js';
import { STOCK_MOVE_REASON_LABELS } from './stock.status.js';
import type { StockMoveRow } from './stock-move.schema.js';

/** StockChangeRecordList's columns, in the grid and in its Excel download. */
export const STOCK_MOVE_COLUMNS = listColumns<StockMoveRow>()([
  { key: 'at', label: L.at, value: (m) => m.at, format: 'datetime', width: 140, pinned: true },
  { key: 'partCode', label: L.partCode, value: (m) => m.partCode, format: 'code', width: 110 },
  { key: 'partNo', label: L.partNo, value: (m) => m.partNo, width: 150 },
  { key: 'partName', label: L.partName, value: (m) => m.partName, width: 200 },
  { key: 'warehouseCode', label: L.warehouseCode, value: (m) => m.warehouseName, width: 120 },
  { key: 'qty', label: L.qty, value: (m) => m.qty, format: 'count', width: 90 },
  { key: 'unitCost', label: L.unitCost, value: (m) => m.unitCost, format: 'won', width: 100 },
  { key: 'value', label: L.value, value: (m) => m.value, format: 'won', width: 120 },
  { key: 'reason', label: L.reason, value: (m) => m.reason, labels: STOCK_MOVE_REASON_LABELS, width: 130 },
  { key: 'docCode', label: L.docCode, value: (m) => m.docCode, width: 150 },
  { key: 'createdByName', label: L.createdByName, value: (m) => m.createdByName, width: 100 },
]);
