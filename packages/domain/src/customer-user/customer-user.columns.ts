import { listColumns } from '../list/list-columns.js';
import { CUSTOMER_USER_LABELS as L } from './customer-user.labels.js';
import type { CustomerUser } from './customer-user.schema.js';

/** The columns of the customer user lists (CustomerUserList, CustomerDormantList). */
export const CUSTOMER_USER_COLUMNS = listColumns<CustomerUser>()([
  { key: 'loginId', label: L.loginId, value: (u) => u.loginId, format: 'code', width: 130, pinned: true },
  { key: 'name', label: L.name, value: (u) => u.name, width: 150, pinned: true },
  { key: 'customerCode', label: L.customerCode, value: (u) => u.customerCode, width: 112 },
  { key: 'customerName', label: L.customerName, value: (u) => u.customerName, width: 170 },
  { key: 'phone', label: L.phone, value: (u) => u.phone, width: 130 },
  { key: 'email', label: L.email, value: (u) => u.email, width: 180, hidden: true },
  { key: 'recommendCode', label: L.recommendCode, value: (u) => u.recommendCode, width: 110 },
  { key: 'loginCount', label: L.loginCount, value: (u) => u.loginCount, format: 'count', width: 96 },
  { key: 'lastLoginAt', label: L.lastLoginAt, value: (u) => u.lastLoginAt, format: 'datetime', width: 140 },
  { key: 'disabled', label: L.disabled, value: (u) => (u.disabled ? '사용 중지' : '사용'), width: 90 },
  { key: 'createdAt', label: L.createdAt, value: (u) => u.createdAt, format: 'date', width: 104 },
]);
