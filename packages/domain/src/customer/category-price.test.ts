import { describe, expect, it } from 'vitest';
import { discountedPrice, formatDiscountBp } from './category-price.js';

describe('category price', () => {
  it('takes a basis-point discount off and truncates to the won', () => {
    expect(discountedPrice(95_000, 500)).toBe(90_250);
    expect(discountedPrice(7_333, 150)).toBe(7_223);
    expect(discountedPrice(10_000, 0)).toBe(10_000);
  });

  it('adds a surcharge for a negative discount', () => {
    expect(discountedPrice(10_000, -1_000)).toBe(11_000);
  });

  it('refuses fractions', () => {
    expect(() => discountedPrice(1.5, 100)).toThrow(RangeError);
  });

  it('labels basis points as a percentage', () => {
    expect(formatDiscountBp(150)).toBe('1.5%');
    expect(formatDiscountBp(500)).toBe('5%');
  });
});
