import {
  CUSTOMER_LIST_SPEC,
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_TYPE_LABELS,
  type Customer,
  type CustomerListField,
  type CustomerStatus,
} from '@erp/domain';
import type { ValueFormatterParams } from 'ag-grid-community';
import { formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';

type Col = DataColumn<Customer>;

/** Header of a column that is also a list field: the spec's label, so list and filters agree. */
const field = (name: CustomerListField, column: Omit<Col, 'colId' | 'headerName'>): Col => ({
  colId: name,
  headerName: CUSTOMER_LIST_SPEC.fields[name].label,
  sortable: 'sortable' in CUSTOMER_LIST_SPEC.fields[name],
  ...column,
});

const text = (params: ValueFormatterParams<Customer>) =>
  params.value === null || params.value === undefined ? '' : String(params.value);

export const STATUS_CELL_CLASS: Record<CustomerStatus, string> = {
  active: 'erp-status-active',
  hold: 'erp-status-hold',
  suspended: 'erp-status-suspended',
  closed: 'erp-status-closed',
};

/** Columns of CustomerList (and the insert check list), in their default order. */
export const customerColumns = (districtName: (code: string) => string): Col[] => [
  field('code', {
    field: 'code',
    width: 124,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  }),
  field('name', { field: 'name', width: 190, pinned: 'left', tooltipField: 'name' }),
  field('bizNo', { field: 'bizNo', width: 128, valueFormatter: text }),
  field('representative', { field: 'representative', width: 92, valueFormatter: text }),
  field('phone', { field: 'phone', width: 128, valueFormatter: text }),
  { colId: 'mobile', headerName: '휴대전화', field: 'mobile', width: 128, valueFormatter: text },
  { colId: 'fax', headerName: '팩스', field: 'fax', width: 120, valueFormatter: text, hide: true },
  field('districtGroup', {
    field: 'districtGroup',
    width: 110,
    valueFormatter: (p) => (p.value ? districtName(String(p.value)) : ''),
  }),
  field('customerType', {
    field: 'customerType',
    width: 100,
    valueFormatter: (p) => (p.value ? (CUSTOMER_TYPE_LABELS[p.value as Customer['customerType']] ?? '') : ''),
  }),
  field('status', {
    field: 'status',
    width: 96,
    valueFormatter: (p) => (p.value ? (CUSTOMER_STATUS_LABELS[p.value as CustomerStatus] ?? '') : ''),
    cellClass: (p) => (p.value ? STATUS_CELL_CLASS[p.value as CustomerStatus] : undefined),
  }),
  field('rank', { field: 'rank', width: 80, valueFormatter: text }),
  field('salesStaffId', { field: 'salesStaffName', width: 96, valueFormatter: text }),
  field('creditLimit', {
    field: 'creditLimit',
    width: 120,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueFormatter: (p) => formatWon(p.value as number | null),
  }),
  {
    colId: 'paymentTerms',
    headerName: '결제 조건',
    field: 'paymentTerms',
    width: 120,
    valueFormatter: text,
    hide: true,
  },
  {
    colId: 'address',
    headerName: '주소',
    width: 280,
    valueGetter: (p) => [p.data?.address, p.data?.addressDetail].filter(Boolean).join(' '),
    tooltipValueGetter: (p) => (typeof p.value === 'string' ? p.value : ''),
  },
  { colId: 'email', headerName: '이메일', field: 'email', width: 180, valueFormatter: text, hide: true },
  field('insertChecked', {
    width: 92,
    cellClass: 'erp-cell-center',
    valueGetter: (p) => (p.node?.rowPinned ? '' : p.data?.insertCheckedAt ? '확인' : '미확인'),
    cellClassRules: { 'erp-status-hold': (p) => p.value === '미확인' },
  }),
  field('createdAt', {
    field: 'createdAt',
    width: 104,
    valueFormatter: (p) => formatKstDate(p.value as string),
  }),
  field('updatedAt', {
    field: 'updatedAt',
    width: 104,
    hide: true,
    valueFormatter: (p) => formatKstDate(p.value as string),
  }),
];

/** The pinned total under a page: how many rows, and their credit limits added up. */
export const customerPageSummary = (rows: readonly Customer[] | undefined): Partial<Customer> | null =>
  rows && rows.length > 0
    ? {
        code: '합계',
        name: `이 페이지 ${rows.length.toLocaleString('ko-KR')}건`,
        creditLimit: rows.reduce((sum, row) => sum + row.creditLimit, 0),
      }
    : null;
