import { listColumns } from '../list/list-columns.js';
import { DELIVERY_LABELS as L } from './delivery.labels.js';
import type { DeliverySummary } from './delivery.schema.js';
import { DELIVERY_METHOD_KIND_LABELS, DELIVERY_STATUS_LABELS, STOP_KIND_LABELS } from './delivery.status.js';

const hm = (v: string | null) => (v ? `${v.slice(0, 2)}:${v.slice(2)}` : null);
const windowOf = (r: DeliverySummary) =>
  r.windowStart || r.windowEnd ? `${hm(r.windowStart) ?? ''}~${hm(r.windowEnd) ?? ''}` : null;

/** Every delivery list's columns, in the grid and in its Excel download. */
export const DELIVERY_COLUMNS = listColumns<DeliverySummary>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 130, pinned: true },
  { key: 'kind', label: L.kind, value: (r) => r.kind, labels: STOP_KIND_LABELS, width: 56 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: DELIVERY_STATUS_LABELS, width: 84 },
  { key: 'orderCode', label: L.orderCode, value: (r) => r.orderCode, format: 'code', width: 130 },
  {
    key: 'customerName',
    label: L.customerName,
    value: (r) => `${r.customerName} (${r.customerCode})`,
    width: 170,
  },
  { key: 'address', label: L.address, value: (r) => r.address, width: 220 },
  { key: 'phone', label: L.phone, value: (r) => r.phone, width: 110 },
  { key: 'total', label: L.total, value: (r) => r.total, format: 'won', width: 100 },
  { key: 'methodName', label: L.methodName, value: (r) => r.methodName, width: 100 },
  {
    key: 'methodKind',
    label: L.methodKind,
    value: (r) => r.methodKind,
    labels: DELIVERY_METHOD_KIND_LABELS,
    width: 80,
  },
  {
    key: 'reservationDate',
    label: L.reservationDate,
    value: (r) => r.reservationDate,
    format: 'date',
    width: 96,
  },
  { key: 'reservationTime', label: L.reservationTime, value: (r) => hm(r.reservationTime), width: 70 },
  { key: 'window', label: '도착 가능 시간', value: windowOf, width: 100 },
  { key: 'driverName', label: L.driverName, value: (r) => r.driverName, width: 90 },
  { key: 'seq', label: L.seq, value: (r) => r.seq, format: 'count', width: 56 },
  { key: 'locked', label: L.locked, value: (r) => r.locked, format: 'yn', width: 56 },
  { key: 'waybillNo', label: L.waybillNo, value: (r) => r.waybillNo, width: 120 },
  { key: 'completedAt', label: L.completedAt, value: (r) => r.completedAt, format: 'datetime', width: 140 },
  { key: 'receiverName', label: L.receiverName, value: (r) => r.receiverName, width: 90 },
  { key: 'failReason', label: L.failReason, value: (r) => r.failReason, width: 160 },
  { key: 'cancelledAt', label: L.cancelledAt, value: (r) => r.cancelledAt, format: 'datetime', width: 140 },
  { key: 'cancelledByName', label: L.cancelledByName, value: (r) => r.cancelledByName, width: 90 },
  { key: 'cancelReason', label: L.cancelReason, value: (r) => r.cancelReason, width: 180 },
  { key: 'createdAt', label: L.createdAt, value: (r) => r.createdAt, format: 'datetime', width: 140 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 200, only: 'excel' },
]);
