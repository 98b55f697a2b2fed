import { listColumns } from '../list/list-columns.js';
import { CONSIGNMENT_LABELS as L } from './consignment.labels.js';
import type { ConsignmentStatement, ConsignmentSummary } from './consignment.schema.js';
import { CONSIGNMENT_STATUS_LABELS, CONSIGNMENT_TYPE_LABELS } from './consignment.status.js';

/** ConsignmentList's columns, in the grid and in its Excel download. */
export const CONSIGNMENT_COLUMNS = listColumns<ConsignmentSummary>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 130, pinned: true },
  { key: 'createdAt', label: L.createdAt, value: (r) => r.createdAt, format: 'datetime', width: 140 },
  { key: 'type', label: L.type, value: (r) => r.type, labels: CONSIGNMENT_TYPE_LABELS, width: 90 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: CONSIGNMENT_STATUS_LABELS, width: 70 },
  {
    key: 'customerCode',
    label: L.customerCode,
    value: (r) => `${r.customerName} (${r.customerCode})`,
    width: 200,
  },
  { key: 'warehouseCode', label: L.warehouseCode, value: (r) => r.warehouseName, width: 100 },
  { key: 'orderCode', label: L.orderCode, value: (r) => r.orderCode, format: 'code', width: 130 },
  { key: 'lineCount', label: L.lineCount, value: (r) => r.lineCount, format: 'count', width: 70 },
  { key: 'totalQty', label: L.totalQty, value: (r) => r.totalQty, format: 'count', width: 70 },
  { key: 'totalValue', label: L.totalValue, value: (r) => r.totalValue, format: 'won', width: 110 },
  { key: 'saleTotal', label: L.saleTotal, value: (r) => r.saleTotal, format: 'won', width: 110 },
  { key: 'createdByName', label: L.createdByName, value: (r) => r.createdByName, width: 90 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200 },
]);

type StatementRow = ConsignmentStatement['rows'][number];

/** The consignment statement's columns (units and cost won per part). */
export const CONSIGNMENT_STATEMENT_COLUMNS = listColumns<StatementRow>()([
  { key: 'partNo', label: '품번', value: (r) => r.partNo, width: 130, pinned: true },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 180 },
  { key: 'openingQty', label: '기초', value: (r) => r.openingQty, format: 'count', width: 64 },
  { key: 'openingValue', label: '기초 금액', value: (r) => r.openingValue, format: 'won', width: 100 },
  { key: 'placedQty', label: '출고(위탁)', value: (r) => r.placedQty, format: 'count', width: 80 },
  { key: 'placedValue', label: '출고 금액', value: (r) => r.placedValue, format: 'won', width: 100 },
  { key: 'usedQty', label: '사용(판매)', value: (r) => r.usedQty, format: 'count', width: 80 },
  { key: 'usedValue', label: '사용 금액', value: (r) => r.usedValue, format: 'won', width: 100 },
  { key: 'withdrawnQty', label: '회수', value: (r) => r.withdrawnQty, format: 'count', width: 64 },
  { key: 'withdrawnValue', label: '회수 금액', value: (r) => r.withdrawnValue, format: 'won', width: 100 },
  { key: 'closingQty', label: '기말', value: (r) => r.closingQty, format: 'count', width: 64 },
  { key: 'closingValue', label: '기말 금액', value: (r) => r.closingValue, format: 'won', width: 100 },
]);
