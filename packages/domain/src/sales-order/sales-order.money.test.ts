import { describe, expect, it } from 'vitest';
import { cancelLineAmount, postedCancelAmount, priceLine, sumAmounts } from './sales-order.money.js';

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

describe('cancels of a line in parts', () => {
  const add = (a: { supply: number; tax: number; total: number }, b: typeof a) => ({
    supply: a.supply + b.supply,
    tax: a.tax + b.tax,
    total: a.total + b.total,
  });
  it('three cancels of one unit take back exactly the line (no won left over)', () => {
    const line = priceLine(3, 7_335, false);
    expect(line.total).toBe(24_205);
    let remaining = 3;
    let back = { supply: 0, tax: 0, total: 0 };
    for (let i = 0; i < 3; i += 1) {
      back = add(back, cancelLineAmount(remaining, 1, 7_335, false));
      remaining -= 1;
    }
    expect(back).toEqual({ supply: -line.supply, tax: -line.tax, total: -line.total });
    // Priced on its own, each cancel would have been 8,068: 24,204 in all.
    expect(priceLine(-1, 7_335, false).total * 3).toBe(-24_204);
  });

  it('leaves on the ledger what the remaining quantity costs as a line, VAT-inclusive too', () => {
    for (const vatIncluded of [false, true]) {
      const line = priceLine(7, 3_333, vatIncluded);
      const first = cancelLineAmount(7, 2, 3_333, vatIncluded);
      const second = cancelLineAmount(5, 4, 3_333, vatIncluded);
      expect(line.total + first.total + second.total).toBe(priceLine(1, 3_333, vatIncluded).total);
      expect(first.supply + first.tax).toBe(first.total);
      expect(cancelLineAmount(1, 1, 3_333, vatIncluded).total + priceLine(1, 3_333, vatIncluded).total).toBe(
        0,
      );
    }
  });

  it('prints a cancel checked before amounts were stored as it was posted', () => {
    expect(postedCancelAmount({ qty: 1, supply: null, tax: null, total: null }, 7_335, false)).toEqual(
      priceLine(-1, 7_335, false),
    );
    expect(postedCancelAmount({ qty: 1, supply: -7_334, tax: -733, total: -8_067 }, 7_335, false).total).toBe(
      -8_067,
    );
  });
});
