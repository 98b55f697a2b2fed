import { describe, expect, it } from 'vitest';
import { formatManWon, formatThousands } from './man-won.js';

describe('formatThousands', () => {
  it.each([
    // Groups digits by three.
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    // Prints every digit of numbers beyond 1e21 instead of exponent notation.
    [1e21, '1,000,000,000,000,000,000,000'],
    // Cuts fractions and gives empty text for non-finite numbers.
    [1234.99, '1,234'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('formatThousands(%j) → %j', (input, expected) => {
    expect(formatThousands(input)).toBe(expected);
  });
});

describe('formatManWon', () => {
  it.each([
    // Shows amounts below 10,000 with separators.
    [0, '0'],
    [500, '500'],
    [9999, '9,999'],
    // Shows exactly 10,000 as one 만 unit with no remainder.
    [10000, '1만'],
    // Shows the remainder below 만 after a space, with separators.
    [12345, '1만 2,345'],
    [10001, '1만 1'],
    [19999, '1만 9,999'],
    // Drops a zero remainder.
    [50000, '5만'],
    [1_000_000, '100만'],
    // Counts large amounts in 만 with separators rather than switching to 억.
    [123_456_789, '12,345만 6,789'],
    [100_000_000, '10,000만'],
    // Puts the sign of a negative amount in front.
    [-12345, '-1만 2,345'],
    [-500, '-500'],
    // Cuts a fraction of a won.
    [12345.9, '1만 2,345'],
    [9999.9, '9,999'],
    // Gives empty text for non-finite numbers.
    [Number.NaN, ''],
    [Number.NEGATIVE_INFINITY, ''],
    // Formats the largest safe integer exactly.
    [Number.MAX_SAFE_INTEGER, '900,719,925,474만 991'],
  ])('formatManWon(%j) → %j', (input, expected) => {
    expect(formatManWon(input)).toBe(expected);
  });
});
