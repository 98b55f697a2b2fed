import { listColumns } from '../list/list-columns.js';
import { DIRECT_EXAMINATION_LABELS as L } from './direct-examination.labels.js';
import type { DirectExaminationSummary } from './direct-examination.schema.js';
import {
  DIRECT_EXAMINATION_METHOD_LABELS,
  DIRECT_EXAMINATION_STATUS_LABELS,
} from './direct-examination.status.js';

/** DirectExaminationList's columns, in the grid and in its Excel download. */
export const DIRECT_EXAMINATION_COLUMNS = listColumns<DirectExaminationSummary>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 130, pinned: true },
  { key: 'requestedAt', label: L.requestedAt, value: (r) => r.requestedAt, format: 'datetime', width: 140 },
  {
    key: 'status',
    label: L.status,
    value: (r) => r.status,
    labels: DIRECT_EXAMINATION_STATUS_LABELS,
    width: 90,
  },
  {
    key: 'supplierCode',
    label: L.supplierCode,
    value: (r) => `${r.supplierName} (${r.supplierCode})`,
    width: 180,
  },
  {
    key: 'customerCode',
    label: L.customerCode,
    value: (r) => `${r.customerName} (${r.customerCode})`,
    width: 180,
  },
  { key: 'orderCode', label: L.orderCode, value: (r) => r.orderCode, format: 'code', width: 130 },
  { key: 'lineCount', label: L.lineCount, value: (r) => r.lineCount, format: 'count', width: 76 },
  { key: 'totalQty', label: L.totalQty, value: (r) => r.totalQty, format: 'count', width: 80 },
  { key: 'examinedQty', label: L.examinedQty, value: (r) => r.examinedQty, format: 'count', width: 80 },
  { key: 'supply', label: L.supply, value: (r) => r.supply, format: 'won', width: 110 },
  {
    key: 'method',
    label: L.method,
    value: (r) => r.method,
    labels: DIRECT_EXAMINATION_METHOD_LABELS,
    width: 90,
  },
  { key: 'purchaseCode', label: L.purchaseCode, value: (r) => r.purchaseCode, format: 'code', width: 110 },
  { key: 'examinedAt', label: L.examinedAt, value: (r) => r.examinedAt, format: 'datetime', width: 140 },
  { key: 'examinedByName', label: L.examinedByName, value: (r) => r.examinedByName, width: 90 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200, only: 'excel' },
]);
