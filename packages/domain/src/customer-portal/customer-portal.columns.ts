import { listColumns } from '../list/list-columns.js';
import { APP_ORDER_STATE_LABELS, APP_ORDER_LABELS as L } from './customer-portal.labels.js';
import type { AppOrderRow } from './customer-portal.schema.js';

/** CustomerOrdering (staff) and the Excel download of app orders. */
export const APP_ORDER_COLUMNS = listColumns<AppOrderRow>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 140, pinned: true },
  { key: 'createdAt', label: L.createdAt, value: (r) => r.createdAt, format: 'datetime', width: 140 },
  { key: 'state', label: L.state, value: (r) => r.state, labels: APP_ORDER_STATE_LABELS, width: 90 },
  { key: 'customerCode', label: L.customerCode, value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 160 },
  { key: 'accountName', label: L.accountName, value: (r) => r.accountName, width: 120 },
  { key: 'itemSummary', label: L.itemSummary, value: (r) => r.itemSummary, width: 220 },
  { key: 'total', label: L.total, value: (r) => r.total, format: 'won', width: 110 },
  { key: 'deliveryMethod', label: L.deliveryMethod, value: (r) => r.deliveryMethod, width: 110 },
  { key: 'vin', label: L.vin, value: (r) => r.vin, width: 160 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200 },
]);
