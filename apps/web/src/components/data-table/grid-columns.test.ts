import { CUSTOMER_COLUMNS, CUSTOMER_LIST_SPEC, type Customer, columnsFor } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { customerColumns } from '../../features/customer/customer-columns';
import type { ValueFormatterParams, ValueGetterParams } from './data-table.types';
import { gridColumnsOf } from './grid-columns';

const customer = {
  code: 'C000001',
  name: '가나 상사',
  status: 'hold',
  customerType: 'repair',
  creditLimit: 5_000_000,
  address: '서울 중구 세종대로 110',
  addressDetail: '2층',
  createdAt: '2026-11-25T16:30:00.000Z',
  insertCheckedAt: null,
  districtGroup: 'GG',
} as unknown as Customer;

const cell = (colId: string, data: Partial<Customer>, pinned = false) => {
  const column = customerColumns((code) => (code === 'GG' ? '경기' : code)).find((c) => c.colId === colId)!;
  const getter = column.valueGetter as (p: Partial<ValueGetterParams<Customer>>) => unknown;
  const value = getter({ data: data as Customer, node: { rowPinned: pinned ? 'bottom' : null } as never });
  const formatter = column.valueFormatter as (p: Partial<ValueFormatterParams<Customer>>) => string;
  return formatter({ value, data: data as Customer });
};

describe('grid columns from the declared list columns', () => {
  it('has the headers of the Excel file, less its file-only columns, and sorts only sortable fields', () => {
    const grid = gridColumnsOf(CUSTOMER_COLUMNS, { spec: CUSTOMER_LIST_SPEC });
    expect(grid.map((c) => c.headerName)).toEqual(columnsFor(CUSTOMER_COLUMNS, 'grid').map((c) => c.label));
    expect(grid.find((c) => c.colId === 'name')?.sortable).toBe(true);
    expect(grid.find((c) => c.colId === 'address')?.sortable).toBe(false);
    expect(grid.find((c) => c.colId === 'code')).toMatchObject({ pinned: 'left', lockVisible: true });
  });

  it('reads each cell as the file does: labels, won, Korean days, and the browser-side name', () => {
    expect(cell('status', customer)).toBe('출고 보류');
    expect(cell('creditLimit', customer)).toBe('5,000,000');
    expect(cell('createdAt', customer)).toBe('2026-11-26');
    expect(cell('address', customer)).toBe('서울 중구 세종대로 110 2층');
    expect(cell('districtGroup', customer)).toBe('경기');
    expect(cell('insertChecked', customer)).toBe('미확인');
  });

  it('shows on the pinned total row only what the total row holds', () => {
    const total = { code: '합계', creditLimit: 7_000_000 };
    expect(cell('code', total, true)).toBe('합계');
    expect(cell('creditLimit', total, true)).toBe('7,000,000');
    expect(cell('insertChecked', total, true)).toBe('');
  });
});
