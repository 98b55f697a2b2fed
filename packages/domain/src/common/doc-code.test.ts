import { describe, expect, it } from 'vitest';
import { DOC_CODE_PREFIXES, docKindOfCode, isPartCode } from './doc-code.js';

describe('document codes', () => {
  it('gives each kind its own first letter', () => {
    const letters = Object.values(DOC_CODE_PREFIXES);
    expect(new Set(letters).size).toBe(letters.length);
    expect(DOC_CODE_PREFIXES).toMatchObject({ part: 'P', purchase: 'R', payment: 'D' });
  });

  it('reads new codes by their letter', () => {
    expect(docKindOfCode('P0000008')).toBe('part');
    expect(docKindOfCode('R00000003')).toBe('purchase');
    expect(docKindOfCode('D20261126-0001')).toBe('payment');
    expect(docKindOfCode('O20261126-0001')).toBe('order');
    expect(docKindOfCode('x20261126-0002')).toBe('cancel');
    expect(docKindOfCode('C000001')).toBe('customer');
    expect(docKindOfCode('B00000001')).toBe('purchaseOrder');
    expect(docKindOfCode('T00000001')).toBe('purchaseReturn');
    expect(docKindOfCode('V00000001')).toBe('supplierBill');
    expect(docKindOfCode('W20261127-0001')).toBe('supplierPayment');
  });

  it('keeps reading codes issued before the change as they were meant', () => {
    expect(docKindOfCode('P00000003')).toBe('purchase');
    expect(docKindOfCode('P20261126-0001')).toBe('payment');
    expect(isPartCode('P0000008')).toBe(true);
    expect(isPartCode('P00000003')).toBe(false);
    expect(isPartCode('P20261126-0001')).toBe(false);
    expect(docKindOfCode('GB80L')).toBeNull();
  });
});
