import type { PartStockRow, Warehouse } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import type { ValueGetterParams } from '../../components/data-table/data-table.types';
import { partPageSummary, stockColumnId, stockColumns } from './part-columns';

const row = (code: string, stock: Record<string, number>): PartStockRow =>
  ({
    code,
    stock,
    stockTotal: Object.values(stock).reduce((a, b) => a + b, 0),
    properStock: 0,
  }) as PartStockRow;

const WAREHOUSES: Warehouse[] = [
  { code: 'MAIN', name: '본사 창고', kind: 'main', address: null, active: true, sortOrder: 1 },
  { code: 'BUSAN', name: '부산 창고', kind: 'branch', address: null, active: true, sortOrder: 2 },
];

describe('stock columns', () => {
  it('show the total first, then one column a warehouse named after it', () => {
    expect(stockColumns(WAREHOUSES).map((c) => [c.colId, c.headerName])).toEqual([
      ['stockTotal', '재고 합계'],
      ['stock:MAIN', '본사 창고'],
      ['stock:BUSAN', '부산 창고'],
    ]);
  });

  it('read 0 for a warehouse the part has never been in', () => {
    const busan = stockColumns(WAREHOUSES).find((c) => c.colId === stockColumnId('BUSAN'));
    const get = busan?.valueGetter as (p: Partial<ValueGetterParams<PartStockRow>>) => unknown;
    expect(get({ data: row('P1', { MAIN: 4 }) })).toBe(0);
    expect(get({ data: row('P1', { BUSAN: -2 }) })).toBe(-2);
  });
});

describe('partPageSummary', () => {
  it('adds up the page per warehouse and in all', () => {
    expect(partPageSummary([row('P1', { MAIN: 4, BUSAN: 1 }), row('P2', { MAIN: 6 })])).toMatchObject({
      code: '합계',
      name: '이 페이지 2건',
      stock: { MAIN: 10, BUSAN: 1 },
      stockTotal: 11,
    });
  });

  it('shows no total row for an empty page', () => {
    expect(partPageSummary([])).toBeNull();
    expect(partPageSummary(undefined)).toBeNull();
  });
});
