import { ACCOUNT_KIND_LABELS, ROLE_LABELS } from '../account/account.roles.js';
import { listColumns } from '../list/list-columns.js';
import { STAFF_ACCOUNT_LABELS as L } from './staff-account.labels.js';
import type { StaffAccountRow } from './staff-account.schema.js';

/** UserManage's columns, in the grid and in its Excel download. */
export const STAFF_ACCOUNT_COLUMNS = listColumns<StaffAccountRow>()([
  { key: 'loginId', label: L.loginId, value: (r) => r.loginId, format: 'code', width: 120, pinned: true },
  { key: 'name', label: L.name, value: (r) => r.name, width: 110 },
  { key: 'kind', label: L.kind, value: (r) => r.kind, labels: ACCOUNT_KIND_LABELS, width: 110 },
  { key: 'role', label: L.role, value: (r) => r.role, labels: ROLE_LABELS, width: 100 },
  { key: 'phone', label: L.phone, value: (r) => r.phone, width: 120 },
  { key: 'customerCode', label: L.customerCode, value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'partnerCode', label: L.partnerCode, value: (r) => r.partnerCode, format: 'code', width: 90 },
  { key: 'disabled', label: L.disabled, value: (r) => r.disabled, format: 'yn', width: 80 },
  { key: 'locked', label: L.locked, value: (r) => r.locked, format: 'yn', width: 60 },
  { key: 'lockedUntil', label: L.lockedUntil, value: (r) => r.lockedUntil, format: 'datetime', width: 140 },
  { key: 'failedCount', label: L.failedCount, value: (r) => r.failedCount, format: 'count', width: 80 },
  { key: 'lastLoginAt', label: L.lastLoginAt, value: (r) => r.lastLoginAt, format: 'datetime', width: 140 },
  { key: 'loginCount', label: L.loginCount, value: (r) => r.loginCount, format: 'count', width: 90 },
  { key: 'grantCount', label: L.grantCount, value: (r) => r.grantCount, format: 'count', width: 80 },
  { key: 'createdAt', label: L.createdAt, value: (r) => r.createdAt, format: 'datetime', width: 140 },
]);
