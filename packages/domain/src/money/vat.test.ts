import { describe, expect, it } from 'vitest';
import { addVat, splitVat } from './vat.js';

describe('splitVat', () => {
  it('splits a total that divides by 11 exactly', () => {
    expect(splitVat(11_000)).toEqual({ supply: 10_000, tax: 1_000, total: 11_000 });
  });

  it('truncates the tax to won and gives the rest to the supply amount', () => {
    // 10,000 / 11 = 909.09… → tax 909, supply 9,091.
    expect(splitVat(10_000)).toEqual({ supply: 9_091, tax: 909, total: 10_000 });
    expect(splitVat(10)).toEqual({ supply: 10, tax: 0, total: 10 });
  });

  it('keeps supply + tax = total, with the largest whole tax that fits, for every total up to 100,000', () => {
    const wrong: number[] = [];
    for (let total = 0; total <= 100_000; total += 1) {
      const { supply, tax } = splitVat(total);
      // Truncated tax: 11 × tax never exceeds the total, and one won more of tax would.
      if (supply + tax !== total || tax * 11 > total || (tax + 1) * 11 <= total) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it('splits a refund as the exact negative of the sale', () => {
    expect(splitVat(-10_000)).toEqual({ supply: -9_091, tax: -909, total: -10_000 });
  });

  it('stays exact at the largest safe amount', () => {
    const { supply, tax, total } = splitVat(Number.MAX_SAFE_INTEGER);
    expect(supply + tax).toBe(total);
    expect(BigInt(tax)).toBe(BigInt(Number.MAX_SAFE_INTEGER) / 11n);
  });

  it('refuses fractions, NaN and unsafe integers', () => {
    expect(() => splitVat(100.5)).toThrow(RangeError);
    expect(() => splitVat(Number.NaN)).toThrow(RangeError);
    expect(() => splitVat(2 ** 53)).toThrow(RangeError);
  });
});

describe('addVat', () => {
  it('adds 10 % tax truncated to won', () => {
    expect(addVat(10_000)).toEqual({ supply: 10_000, tax: 1_000, total: 11_000 });
    expect(addVat(9_999)).toEqual({ supply: 9_999, tax: 999, total: 10_998 });
    expect(addVat(9)).toEqual({ supply: 9, tax: 0, total: 9 });
  });

  it('keeps supply + tax = total and the tax at a tenth rounded down for every supply up to 100,000', () => {
    const wrong: number[] = [];
    for (let supply = 0; supply <= 100_000; supply += 1) {
      const { tax, total } = addVat(supply);
      if (supply + tax !== total || tax * 10 > supply || (tax + 1) * 10 <= supply) wrong.push(supply);
    }
    expect(wrong).toEqual([]);
  });

  it('treats a negative supply amount symmetrically', () => {
    expect(addVat(-9_999)).toEqual({ supply: -9_999, tax: -999, total: -10_998 });
  });

  it('refuses fractions and non-finite amounts', () => {
    expect(() => addVat(0.1)).toThrow(RangeError);
    expect(() => addVat(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
