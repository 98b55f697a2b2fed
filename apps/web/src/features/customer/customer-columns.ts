import { CUSTOMER_COLUMNS, CUSTOMER_LIST_SPEC, type Customer, type CustomerStatus } from '@erp/domain';
import type { CellClassParams, DataColumn } from '../../components/data-table/data-table.types';
import { gridColumnsOf } from '../../components/data-table/grid-columns';

export const STATUS_CELL_CLASS: Record<CustomerStatus, string> = {
  active: 'erp-status-active',
  hold: 'erp-status-hold',
  suspended: 'erp-status-suspended',
  closed: 'erp-status-closed',
};

/**
 * Columns of CustomerList (and the insert check list), in their default order: the domain's
 * CUSTOMER_COLUMNS (the Excel download has the same), with the district's name and the colours.
 */
export const customerColumns = (districtName: (code: string) => string): DataColumn<Customer>[] =>
  gridColumnsOf(CUSTOMER_COLUMNS, {
    spec: CUSTOMER_LIST_SPEC,
    overrides: {
      districtGroup: { valueFormatter: (p) => (p.value ? districtName(String(p.value)) : '') },
      status: {
        cellClass: (p: CellClassParams<Customer>) =>
          p.data?.status && !p.node.rowPinned ? STATUS_CELL_CLASS[p.data.status] : undefined,
      },
      insertChecked: {
        cellClass: 'erp-cell-center',
        cellClassRules: { 'erp-status-hold': (p) => p.value === '미확인' },
      },
    },
  });

/** The pinned total under a page: how many rows, and their credit limits added up. */
export const customerPageSummary = (rows: readonly Customer[] | undefined): Partial<Customer> | null =>
  rows && rows.length > 0
    ? {
        code: '합계',
        name: `이 페이지 ${rows.length.toLocaleString('ko-KR')}건`,
        creditLimit: rows.reduce((sum, row) => sum + row.creditLimit, 0),
      }
    : null;
