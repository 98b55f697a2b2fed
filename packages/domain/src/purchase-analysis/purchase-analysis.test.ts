import { describe, expect, it } from 'vitest';
import type { ProperStockRow } from '../part-report/part-report.schema.js';
import { SHORTAGE_COLUMNS } from './purchase-analysis.columns.js';
import {
  priceComparisonQuerySchema,
  purchaseRegisterQuerySchema,
  purchaseStatusQuerySchema,
} from './purchase-analysis.schema.js';

const issueOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? null : String(result.error?.issues[0]?.path[0]);

describe('purchasing report queries', () => {
  it.each([
    [{ fromDate: '20261101', toDate: '20261130', groupBy: 'supplier' }, null],
    [{ fromDate: '20261130', toDate: '20261101', groupBy: 'supplier' }, 'fromDate'],
    [{ fromDate: '20250101', toDate: '20261130', groupBy: 'month' }, 'toDate'],
    [{ fromDate: '20261101', toDate: '20261130', groupBy: 'colour' }, 'groupBy'],
    [{ fromDate: '2026-11-01', toDate: '20261130', groupBy: 'kind' }, 'fromDate'],
  ])('PurchaseStatus %o → %s', (input, problem) => {
    expect(issueOf(purchaseStatusQuerySchema.safeParse(input))).toBe(problem);
  });

  it.each([
    [{ fromDate: '20261101', toDate: '20261130', partCode: 'p0000003' }, null],
    [{ fromDate: '20261101', toDate: '20261130', partCode: '  ' }, 'partCode'],
    [{ fromDate: '20261101', toDate: '20261130' }, 'partCode'],
  ])('PriceComparison %o → %s', (input, problem) => {
    expect(issueOf(priceComparisonQuerySchema.safeParse(input))).toBe(problem);
  });

  it('upper-cases the part and pages the register by default', () => {
    expect(
      priceComparisonQuerySchema.parse({ fromDate: '20261101', toDate: '20261101', partCode: 'p1' }).partCode,
    ).toBe('P1');
    expect(purchaseRegisterQuerySchema.parse({ fromDate: '20261101', toDate: '20261130' })).toMatchObject({
      page: 1,
      size: 50,
    });
  });
});

describe('shortage columns', () => {
  const row = { shortage: 3, purchasePrice: 4_000 } as ProperStockRow;
  it.each([
    ['shortage', 3],
    ['amount', 12_000],
  ])('%s = %d', (key, value) => {
    expect(SHORTAGE_COLUMNS.find((c) => c.key === key)?.value(row)).toBe(value);
  });
});
