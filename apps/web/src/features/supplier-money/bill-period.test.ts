import type { ListFilter } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { headQueryOf } from './bill-period';

const month = { from: '20261101', to: '20261127' };

describe('headQueryOf', () => {
  it.each<[string, ListFilter[], ReturnType<typeof headQueryOf>]>([
    ['no filter: the month', [], { fromDate: '20261101', toDate: '20261127' }],
    [
      'a period',
      [{ field: 'billDate', op: 'between', value: ['20261001', '20261031'] }],
      { fromDate: '20261001', toDate: '20261031' },
    ],
    [
      'one day',
      [{ field: 'billDate', op: 'eq', value: '20261115' }],
      { fromDate: '20261115', toDate: '20261115' },
    ],
    [
      'from a day',
      [{ field: 'billDate', op: 'gte', value: '20261110' }],
      { fromDate: '20261110', toDate: '20261127' },
    ],
    [
      'up to a day before the month',
      [{ field: 'billDate', op: 'lte', value: '20261020' }],
      {
        fromDate: '20261020',
        toDate: '20261020',
      },
    ],
    [
      'a supplier',
      [{ field: 'supplierCode', op: 'eq', value: 'S000001' }],
      { fromDate: '20261101', toDate: '20261127', supplierCode: 'S000001' },
    ],
  ])('%s', (_name, filters, expected) => {
    expect(headQueryOf(filters, month)).toEqual(expected);
  });
});
