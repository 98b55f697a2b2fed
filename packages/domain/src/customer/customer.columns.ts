import { listColumns } from '../list/list-columns.js';
import { CUSTOMER_LABELS as L } from './customer.labels.js';
import type { Customer } from './customer.schema.js';
import { CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS } from './customer.status.js';

/** CustomerList's columns, in the grid and in its Excel download (every row of the search). */
export const CUSTOMER_COLUMNS = listColumns<Customer>()([
  { key: 'code', label: L.code, value: (c) => c.code, format: 'code', width: 124, pinned: true },
  { key: 'name', label: L.name, value: (c) => c.name, width: 190, pinned: true },
  { key: 'bizNo', label: L.bizNo, value: (c) => c.bizNo, width: 128 },
  { key: 'representative', label: L.representative, value: (c) => c.representative, width: 92 },
  { key: 'phone', label: L.phone, value: (c) => c.phone, width: 128 },
  { key: 'mobile', label: L.mobile, value: (c) => c.mobile, width: 128 },
  { key: 'fax', label: L.fax, value: (c) => c.fax, width: 120, hidden: true },
  { key: 'email', label: L.email, value: (c) => c.email, width: 180, hidden: true },
  { key: 'postcode', label: L.postcode, value: (c) => c.postcode, width: 72, only: 'excel' },
  {
    key: 'address',
    label: L.address,
    value: (c) => [c.address, c.addressDetail].filter(Boolean).join(' '),
    width: 280,
    only: 'grid',
  },
  { key: 'roadAddress', label: L.address, value: (c) => c.address, width: 280, only: 'excel' },
  { key: 'addressDetail', label: L.addressDetail, value: (c) => c.addressDetail, width: 160, only: 'excel' },
  { key: 'districtGroup', label: L.districtGroup, value: (c) => c.districtGroup, width: 110 },
  {
    key: 'customerType',
    label: L.customerType,
    value: (c) => c.customerType,
    labels: CUSTOMER_TYPE_LABELS,
    width: 100,
  },
  { key: 'status', label: L.status, value: (c) => c.status, labels: CUSTOMER_STATUS_LABELS, width: 96 },
  { key: 'rank', label: L.rank, value: (c) => c.rank, width: 80 },
  { key: 'salesStaffId', label: L.salesStaffId, value: (c) => c.salesStaffName, width: 96 },
  { key: 'creditLimit', label: L.creditLimit, value: (c) => c.creditLimit, format: 'won', width: 120 },
  { key: 'paymentTerms', label: L.paymentTerms, value: (c) => c.paymentTerms, width: 120, hidden: true },
  { key: 'vatIncluded', label: L.vatIncluded, value: (c) => c.vatIncluded, format: 'yn', only: 'excel' },
  {
    key: 'oldPartPickupAllowed',
    label: L.oldPartPickupAllowed,
    value: (c) => c.oldPartPickupAllowed,
    format: 'yn',
    only: 'excel',
  },
  {
    key: 'insertChecked',
    label: L.insertChecked,
    value: (c) => (c.insertCheckedAt ? '확인' : '미확인'),
    width: 92,
    only: 'grid',
  },
  { key: 'createdAt', label: L.createdAt, value: (c) => c.createdAt, format: 'date', width: 104 },
  {
    key: 'updatedAt',
    label: L.updatedAt,
    value: (c) => c.updatedAt,
    format: 'date',
    width: 104,
    hidden: true,
  },
]);
