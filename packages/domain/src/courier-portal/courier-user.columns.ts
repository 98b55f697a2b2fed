import { listColumns } from '../list/list-columns.js';
import { COURIER_USER_LABELS as L } from './courier-portal.labels.js';
import type { CourierUser } from './courier-user.schema.js';

/** CourierAllUserList: every courier company's accounts. */
export const COURIER_USER_COLUMNS = listColumns<CourierUser>()([
  { key: 'companyName', label: L.company, value: (r) => r.companyName, width: 110, pinned: true },
  { key: 'loginId', label: L.loginId, value: (r) => r.loginId, width: 130 },
  { key: 'name', label: L.name, value: (r) => r.name, width: 140 },
  { key: 'phone', label: L.phone, value: (r) => r.phone, width: 130 },
  { key: 'disabled', label: L.disabled, value: (r) => (r.disabled ? '사용 중지' : '사용'), width: 90 },
  { key: 'lastLoginAt', label: L.lastLoginAt, value: (r) => r.lastLoginAt, format: 'datetime', width: 140 },
  { key: 'loginCount', label: L.loginCount, value: (r) => r.loginCount, format: 'count', width: 100 },
  { key: 'createdAt', label: L.createdAt, value: (r) => r.createdAt, format: 'datetime', width: 140 },
]);
