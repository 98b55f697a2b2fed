import { listColumns } from '../list/list-columns.js';
import {
  STOCK_ABNORMAL_LABELS as A,
  STOCK_COUNT_LABELS as L,
  STOCK_COUNT_LINE_LABELS as N,
} from './stock-count.labels.js';
import {
  STOCK_ABNORMAL_SECTION_LABELS,
  type StockAbnormalRow,
  type StockCountLineRow,
  type StockCountRow,
} from './stock-count.schema.js';
import { STOCK_COUNT_SCOPE_LABELS, STOCK_COUNT_STATUS_LABELS } from './stock-count.status.js';

/** StockScheduleList's columns, in the grid and in its Excel download. */
export const STOCK_COUNT_COLUMNS = listColumns<StockCountRow>()([
  { key: 'code', label: L.code, value: (r) => r.code, width: 150, pinned: true },
  { key: 'plannedOn', label: L.plannedOn, value: (r) => r.plannedOn, format: 'date', width: 110 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: STOCK_COUNT_STATUS_LABELS, width: 100 },
  { key: 'warehouseCode', label: L.warehouseCode, value: (r) => r.warehouseName, width: 120 },
  { key: 'scope', label: L.scope, value: (r) => r.scope, labels: STOCK_COUNT_SCOPE_LABELS, width: 100 },
  { key: 'scopeValues', label: L.scopeValues, value: (r) => r.scopeValues.join(', '), width: 140 },
  { key: 'lineCount', label: L.lineCount, value: (r) => r.lineCount, format: 'count', width: 90 },
  { key: 'countedCount', label: L.countedCount, value: (r) => r.countedCount, format: 'count', width: 100 },
  {
    key: 'differenceCount',
    label: L.differenceCount,
    value: (r) => r.differenceCount,
    format: 'count',
    width: 100,
  },
  { key: 'plannedByName', label: L.plannedByName, value: (r) => r.plannedByName, width: 90 },
  { key: 'submittedByName', label: L.submittedByName, value: (r) => r.submittedByName, width: 90 },
  { key: 'approvedByName', label: L.approvedByName, value: (r) => r.approvedByName, width: 90 },
  { key: 'postedAt', label: L.postedAt, value: (r) => r.postedAt, format: 'datetime', width: 140 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200 },
]);

/** StockAbnormal's columns. */
export const STOCK_ABNORMAL_COLUMNS = listColumns<StockAbnormalRow>()([
  {
    key: 'section',
    label: A.section,
    value: (r) => r.section,
    labels: STOCK_ABNORMAL_SECTION_LABELS,
    width: 150,
  },
  { key: 'warehouseCode', label: A.warehouseCode, value: (r) => r.warehouseName, width: 110 },
  { key: 'partCode', label: A.partCode, value: (r) => r.partCode, format: 'code', width: 110 },
  { key: 'partNo', label: A.partNo, value: (r) => r.partNo, width: 150 },
  { key: 'partName', label: A.partName, value: (r) => r.partName, width: 200 },
  { key: 'qty', label: A.qty, value: (r) => r.qty, format: 'count', width: 90 },
  { key: 'unitQty', label: A.unitQty, value: (r) => r.unitQty, format: 'count', width: 100 },
  { key: 'note', label: A.note, value: (r) => r.note, width: 260 },
]);

/** StockExaminationList's columns (실사 내역). */
export const STOCK_COUNT_LINE_COLUMNS = listColumns<StockCountLineRow>()([
  { key: 'countCode', label: N.countCode, value: (r) => r.countCode, width: 150, pinned: true },
  { key: 'status', label: N.status, value: (r) => r.status, labels: STOCK_COUNT_STATUS_LABELS, width: 100 },
  { key: 'warehouseCode', label: N.warehouseCode, value: (r) => r.warehouseName, width: 110 },
  { key: 'seq', label: N.seq, value: (r) => r.seq, format: 'count', width: 80 },
  { key: 'location', label: N.location, value: (r) => r.location, width: 100 },
  { key: 'partCode', label: N.partCode, value: (r) => r.partCode, format: 'code', width: 110 },
  { key: 'partNo', label: N.partNo, value: (r) => r.partNo, width: 150 },
  { key: 'partName', label: N.partName, value: (r) => r.partName, width: 200 },
  { key: 'bookQty', label: N.bookQty, value: (r) => r.bookQty, format: 'count', width: 90 },
  { key: 'countedQty', label: N.countedQty, value: (r) => r.countedQty, format: 'count', width: 90 },
  { key: 'difference', label: N.difference, value: (r) => r.difference, format: 'count', width: 80 },
  { key: 'countedByName', label: N.countedByName, value: (r) => r.countedByName, width: 90 },
  { key: 'countedAt', label: N.countedAt, value: (r) => r.countedAt, format: 'datetime', width: 140 },
]);
