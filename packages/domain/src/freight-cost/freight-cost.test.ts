import { describe, expect, it } from 'vitest';
import { directExaminationListType } from '../direct-examination/direct-examination.status.js';
import { freightCostInputSchema } from './freight-cost.schema.js';
import { freightListType } from './freight-cost.status.js';

describe('list types of the freight and direct screens', () => {
  it('reads FreightCostList/:type as a document kind or a status, else all', () => {
    expect(freightListType('purchase')).toEqual({ docKind: 'purchase' });
    expect(freightListType('cancelled')).toEqual({ status: 'cancelled' });
    expect(freightListType('all')).toEqual({});
    expect(freightListType(undefined)).toEqual({});
  });

  it('reads DirectExaminationList/:type as waiting, examined or all', () => {
    expect(directExaminationListType('waiting')).toBe('waiting');
    expect(directExaminationListType('examined')).toBe('examined');
    expect(directExaminationListType('all')).toBeNull();
  });
});

describe('freight input', () => {
  const bill = {
    docKind: 'purchase',
    docCode: 'r00000001',
    amount: 11_000,
    vatIncluded: true,
    basis: 'value',
    carrierName: ' 한진 ',
    paidOn: '2026-11-27',
  };
  it('upper-cases the code, trims the carrier and takes an ISO day as YYYYMMDD', () => {
    const parsed = freightCostInputSchema.parse(bill);
    expect([parsed.docCode, parsed.carrierName, parsed.paidOn]).toEqual(['R00000001', '한진', '20261127']);
  });
  it('refuses a zero or fractional amount and an unknown basis', () => {
    expect(freightCostInputSchema.safeParse({ ...bill, amount: 0 }).success).toBe(false);
    expect(freightCostInputSchema.safeParse({ ...bill, amount: 1.5 }).success).toBe(false);
    expect(freightCostInputSchema.safeParse({ ...bill, basis: 'weight' }).success).toBe(false);
  });
});
