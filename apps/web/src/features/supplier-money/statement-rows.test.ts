import type { SupplierStatement } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { statementAddsUp, statementRows } from './statement-rows';

const line = (id: number, increase: number, decrease: number, balance: number) => ({
  id,
  date: '20261127',
  kind: increase > 0 ? 'purchase' : 'withdrawal',
  kindLabel: increase > 0 ? '매입' : '출금',
  docKind: null,
  docCode: `D${id}`,
  increase,
  decrease,
  balance,
  memo: null,
});

const statement = (over: Partial<SupplierStatement> = {}): SupplierStatement => ({
  supplierCode: 'S000001',
  supplierName: '세방전지',
  supplierParty: { name: '세방전지', bizNo: null, representative: null, address: null, phone: null },
  companyParty: null,
  fromDate: '20261101',
  toDate: '20261130',
  openingBalance: 1_000,
  lines: [line(1, 5_000, 0, 6_000), line(2, 0, 2_000, 4_000)],
  totalIncrease: 5_000,
  totalDecrease: 2_000,
  closingBalance: 4_000,
  ...over,
});

describe('statementRows', () => {
  it('puts the carried-over balance first, then each entry', () => {
    expect(statementRows(statement()).map((r) => [r.label, r.balance])).toEqual([
      ['전기 이월', 1_000],
      ['매입', 6_000],
      ['출금', 4_000],
    ]);
  });
});

describe('statementAddsUp', () => {
  it.each<[string, Partial<SupplierStatement>, boolean]>([
    ['as sent', {}, true],
    ['a wrong closing balance', { closingBalance: 4_001 }, false],
    ['a wrong total', { totalDecrease: 1_999 }, false],
    ['a wrong running balance', { lines: [line(1, 5_000, 0, 6_000), line(2, 0, 2_000, 4_500)] }, false],
  ])('%s', (_name, over, expected) => {
    expect(statementAddsUp(statement(over))).toBe(expected);
  });
});
