import { describe, expect, it } from 'vitest';
import { priceLine, sumAmounts } from './sales-order.money.js';

describe('order line money', () => {
  it('adds 10 % VAT to a price before VAT, truncating the tax', () => {
    expect(priceLine(3, 33_333, false)).toEqual({ supply: 99_999, tax: 9_999, total: 109_998 });
  });

  it('splits a VAT-inclusive price so supply + tax = total', () => {
    expect(priceLine(1, 110_000, true)).toEqual({ supply: 100_000, tax: 10_000, total: 110_000 });
    const odd = priceLine(7, 1_234, true);
    expect(odd.supply + odd.tax).toBe(odd.total);
    expect(odd.total).toBe(8_638);
  });

  it('gives a cancel the exact negative of the sale', () => {
    const sale = priceLine(3, 1_001, true);
    const cancel = priceLine(-3, 1_001, true);
    expect(cancel).toEqual({ supply: -sale.supply, tax: -sale.tax, total: -sale.total });
  });

  it('refuses fractional won', () => {
    expect(() => priceLine(1, 10.5, false)).toThrow(RangeError);
  });

  it('sums lines', () => {
    expect(sumAmounts([priceLine(1, 1000, false), priceLine(2, 500, false)])).toEqual({
      supply: 2000,
      tax: 200,
      total: 2200,
    });
  });
});
