import { describe, expect, it } from 'vitest';
import { splitByWeight } from './stock-cost.schema.js';

describe('splitByWeight', () => {
  it.each([
    [10_000, [1, 1, 1], [3_334, 3_333, 3_333]],
    [10_000, [2, 1, 1], [5_000, 2_500, 2_500]],
    [7, [1, 2], [2, 5]],
    [-10_000, [1, 1, 1], [-3_334, -3_333, -3_333]],
    [100, [0, 0], [0, 0]],
    [100, [0, 3], [0, 100]],
    [0, [1, 2], [0, 0]],
  ])('splits %i over %j exactly', (amount, weights, shares) => {
    const got = splitByWeight(amount, weights);
    expect(got).toEqual(shares);
    if (weights.some((w) => w > 0)) expect(got.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});
