import { listColumns } from '../list/list-columns.js';
import { FREIGHT_COST_LABELS as L } from './freight-cost.labels.js';
import type { FreightCostSummary, FreightLine } from './freight-cost.schema.js';
import {
  FREIGHT_BASIS_LABELS,
  FREIGHT_DOC_KIND_LABELS,
  FREIGHT_STATUS_LABELS,
} from './freight-cost.status.js';

/** FreightCostList's columns, in the grid and in its Excel download. */
export const FREIGHT_COST_COLUMNS = listColumns<FreightCostSummary>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 130, pinned: true },
  { key: 'createdAt', label: L.createdAt, value: (r) => r.createdAt, format: 'datetime', width: 140 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: FREIGHT_STATUS_LABELS, width: 70 },
  { key: 'docKind', label: L.docKind, value: (r) => r.docKind, labels: FREIGHT_DOC_KIND_LABELS, width: 90 },
  { key: 'docCode', label: L.docCode, value: (r) => r.docCode, format: 'code', width: 130 },
  { key: 'carrierName', label: L.carrierName, value: (r) => r.carrierName, width: 140 },
  { key: 'amount', label: L.amount, value: (r) => r.amount, format: 'won', width: 110 },
  { key: 'vatIncluded', label: L.vatIncluded, value: (r) => r.vatIncluded, format: 'yn', width: 84 },
  { key: 'supply', label: L.supply, value: (r) => r.supply, format: 'won', width: 130 },
  { key: 'basis', label: L.basis, value: (r) => r.basis, labels: FREIGHT_BASIS_LABELS, width: 90 },
  { key: 'paidOn', label: L.paidOn, value: (r) => r.paidOn, format: 'date', width: 104 },
  { key: 'lineCount', label: L.lineCount, value: (r) => r.lineCount, format: 'count', width: 76 },
  { key: 'createdByName', label: L.createdByName, value: (r) => r.createdByName, width: 90 },
  { key: 'cancelledAt', label: L.cancelledAt, value: (r) => r.cancelledAt, format: 'datetime', width: 140 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200, only: 'excel' },
]);

/** The allocation grid: each line of the charged document and its share of the freight. */
export const FREIGHT_LINE_COLUMNS = listColumns<FreightLine>()([
  { key: 'lineNo', label: '순번', value: (r) => r.lineNo, format: 'count', width: 48 },
  { key: 'partCode', label: '품목 코드', value: (r) => r.partCode, format: 'code', width: 90 },
  { key: 'partNo', label: '품번', value: (r) => r.partNo, width: 100 },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 140 },
  { key: 'warehouseCode', label: '창고', value: (r) => r.warehouseCode, width: 64 },
  { key: 'qty', label: '수량', value: (r) => r.qty, format: 'count', width: 60 },
  { key: 'value', label: '공급가액', value: (r) => r.value, format: 'won', width: 100 },
  { key: 'share', label: '운임 배부액', value: (r) => r.share, format: 'won', width: 100 },
]);
