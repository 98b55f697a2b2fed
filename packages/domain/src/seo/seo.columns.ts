import { listColumns } from '../list/list-columns.js';
import { ORDER_STATUS_LABELS } from '../sales-order/sales-order.status.js';
import { SEO_LABELS as L } from './seo.labels.js';
import type { CpsOrder, SeoOrderRow } from './seo.schema.js';
import { CPS_NONE, CPS_NONE_LABEL, CPS_STATUS_LABELS, type CpsStatus } from './seo.status.js';

const CPS_LABELS: Record<CpsStatus | typeof CPS_NONE, string> = {
  ...CPS_STATUS_LABELS,
  [CPS_NONE]: CPS_NONE_LABEL,
};

/** OrderSeoOrderInfo / OrderSeoOrderFailList: CPS orders, in the grid and in the Excel file. */
export const CPS_ORDER_COLUMNS = listColumns<CpsOrder>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 130, pinned: true },
  { key: 'requestedAt', label: L.requestedAt, value: (r) => r.requestedAt, format: 'datetime', width: 140 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: CPS_STATUS_LABELS, width: 84 },
  { key: 'partnerCode', label: L.partnerCode, value: (r) => r.partnerCode, width: 70 },
  { key: 'orderCode', label: L.orderCode, value: (r) => r.orderCode, format: 'code', width: 130 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 150 },
  { key: 'lineCount', label: L.lineCount, value: (r) => r.lineCount, format: 'count', width: 70 },
  { key: 'qty', label: L.qty, value: (r) => r.qty, format: 'count', width: 70 },
  { key: 'moveCode', label: L.moveCode, value: (r) => r.moveCode, format: 'code', width: 130 },
  { key: 'failCount', label: L.failCount, value: (r) => r.failCount, format: 'count', width: 70 },
  { key: 'failReason', label: L.failReason, value: (r) => r.failReason, width: 260 },
  { key: 'requestedByName', label: L.requestedByName, value: (r) => r.requestedByName, width: 90 },
  { key: 'shippedAt', label: L.shippedAt, value: (r) => r.shippedAt, format: 'datetime', width: 140 },
  { key: 'receivedAt', label: L.receivedAt, value: (r) => r.receivedAt, format: 'datetime', width: 140 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200, only: 'excel' },
]);

/** SeoObtainList / CpsOrderNotRequestedList: the branch's orders. */
export const SEO_ORDER_COLUMNS = listColumns<SeoOrderRow>()([
  { key: 'code', label: L.orderCode, value: (r) => r.code, format: 'code', width: 130, pinned: true },
  { key: 'orderDate', label: L.orderDate, value: (r) => r.orderDate, format: 'date', width: 100 },
  { key: 'status', label: L.orderStatus, value: (r) => r.status, labels: ORDER_STATUS_LABELS, width: 80 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 160 },
  { key: 'lineCount', label: L.lineCount, value: (r) => r.lineCount, format: 'count', width: 70 },
  { key: 'total', label: L.total, value: (r) => r.total, format: 'won', width: 110 },
  { key: 'shortQty', label: '부산 부족', value: (r) => r.shortQty, format: 'count', width: 80 },
  { key: 'cpsStatus', label: L.cpsStatus, value: (r) => r.cpsStatus, labels: CPS_LABELS, width: 84 },
  { key: 'cpsCode', label: L.code, value: (r) => r.cpsCode, format: 'code', width: 130 },
]);
