import { describe, expect, it } from 'vitest';
import { unitBarcodeEventProblem, unitBarcodeStateAfter } from './unit-barcode.status.js';

describe('unit barcode states', () => {
  it('moves through purchase, sale, return and pickup', () => {
    let state = unitBarcodeStateAfter('created', 'purchase_in');
    expect(state).toBe('in_stock');
    state = unitBarcodeStateAfter(state, 'sale_out');
    expect(state).toBe('sold');
    state = unitBarcodeStateAfter(state, 'return_in');
    expect(state).toBe('in_stock');
    expect(unitBarcodeStateAfter(state, 'old_part_pickup')).toBe('collected');
  });

  it('keeps the state on printing and examination', () => {
    expect(unitBarcodeStateAfter('in_stock', 'printed')).toBe('in_stock');
    expect(unitBarcodeStateAfter('sold', 'examined')).toBe('sold');
  });

  it('refuses selling a sold unit, returning an unsold one and anything after void', () => {
    expect(unitBarcodeEventProblem('sold', 'sale_out')).toContain('이미 출고');
    expect(unitBarcodeEventProblem('in_stock', 'return_in')).toContain('출고되지 않은');
    expect(unitBarcodeEventProblem('void', 'printed')).toContain('폐기');
    expect(unitBarcodeEventProblem('in_stock', 'move_in')).toContain('이동 출고되지 않은');
  });

  it('allows the ordinary moves', () => {
    expect(unitBarcodeEventProblem('created', 'purchase_in')).toBeNull();
    expect(unitBarcodeEventProblem('in_stock', 'move_out')).toBeNull();
    expect(unitBarcodeEventProblem('in_transit', 'move_in')).toBeNull();
    expect(unitBarcodeEventProblem('in_stock', 'sale_out')).toBeNull();
  });
});
