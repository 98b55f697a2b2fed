import { describe, expect, it } from 'vitest';
import { bpToPercentText, percentToBp } from './discount-percent';

describe('percent ⇄ basis points', () => {
  it('turns a typed percent into whole basis points', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('5')).toBe(500);
    expect(percentToBp('1.15')).toBe(115);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp(' 12.34% ')).toBe(1234);
    expect(percentToBp('.5')).toBe(50);
  });

  it('keeps a surcharge negative', () => {
    expect(percentToBp('-10')).toBe(-1000);
    expect(percentToBp('-0.25')).toBe(-25);
  });

  it('leaves a third decimal as a fraction and text as NaN, for the schema to word the error', () => {
    expect(Number.isInteger(percentToBp('1.555'))).toBe(false);
    expect(percentToBp('')).toBeNaN();
    expect(percentToBp('abc')).toBeNaN();
    expect(percentToBp('1.2.3')).toBeNaN();
  });

  it('shows stored basis points with two decimals and round-trips', () => {
    expect(bpToPercentText(150)).toBe('1.50');
    expect(bpToPercentText(-1000)).toBe('-10.00');
    expect(bpToPercentText(0)).toBe('0.00');
    for (const bp of [1, 99, 115, 333, 10_000, -9_999]) expect(percentToBp(bpToPercentText(bp))).toBe(bp);
  });
});
