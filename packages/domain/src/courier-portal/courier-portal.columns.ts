import { listColumns } from '../list/list-columns.js';
import { COURIER_LABELS as L } from './courier-portal.labels.js';
import type { CourierLoginRow, CourierParcel } from './courier-portal.schema.js';

export const COURIER_PARCEL_COLUMNS = listColumns<CourierParcel>()([
  {
    key: 'waybillNo',
    label: L.waybillNo,
    value: (r) => r.waybillNo,
    format: 'code',
    width: 150,
    pinned: true,
  },
  { key: 'deliveryCode', label: L.deliveryCode, value: (r) => r.deliveryCode, format: 'code', width: 140 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 160 },
  { key: 'handedAt', label: L.handedAt, value: (r) => r.handedAt, format: 'datetime', width: 140 },
  { key: 'confirmedAt', label: L.confirmedAt, value: (r) => r.confirmedAt, format: 'datetime', width: 140 },
  { key: 'confirmedBy', label: L.confirmedBy, value: (r) => r.confirmedBy, width: 110 },
]);

export const COURIER_LOGIN_COLUMNS = listColumns<CourierLoginRow>()([
  { key: 'at', label: L.at, value: (r) => r.at, format: 'datetime', width: 150 },
  { key: 'loginId', label: L.loginId, value: (r) => r.loginId, width: 120 },
  { key: 'name', label: L.name, value: (r) => r.name, width: 140 },
  { key: 'ip', label: L.ip, value: (r) => r.ip, width: 140 },
]);
