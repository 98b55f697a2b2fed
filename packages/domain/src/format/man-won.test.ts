import { describe, expect, it } from 'vitest';
import { formatManWon, formatThousands } from './man-won.js';

describe('formatThousands', () => {
  it.each([
    ['groups digits by three', 0, '0'],
    ['groups digits by three', 999, '999'],
    ['groups digits by three', 1000, '1,000'],
    ['groups digits by three', 1234567, '1,234,567'],
    ['groups digits by three', -1234567, '-1,234,567'],
    [
      'prints every digit of numbers beyond 1e21 instead of exponent notation',
      1e21,
      '1,000,000,000,000,000,000,000',
    ],
    ['cuts fractions and gives empty text for non-finite numbers', 1234.99, '1,234'],
    ['cuts fractions and gives empty text for non-finite numbers', Number.NaN, ''],
    ['cuts fractions and gives empty text for non-finite numbers', Number.POSITIVE_INFINITY, ''],
  ])('%s (%#)', (_rule, input, expected) => {
    expect(formatThousands(input)).toBe(expected);
  });
});

describe('formatManWon', () => {
  it.each([
    ['shows amounts below 10,000 with separators', 0, '0'],
    ['shows amounts below 10,000 with separators', 500, '500'],
    ['shows amounts below 10,000 with separators', 9999, '9,999'],
    ['shows exactly 10,000 as one 만 unit with no remainder', 10000, '1만'],
    ['shows the remainder below 만 after a space, with separators', 12345, '1만 2,345'],
    ['shows the remainder below 만 after a space, with separators', 10001, '1만 1'],
    ['shows the remainder below 만 after a space, with separators', 19999, '1만 9,999'],
    ['drops a zero remainder', 50000, '5만'],
    ['drops a zero remainder', 1_000_000, '100만'],
    ['counts large amounts in 만 with separators rather than switching to 억', 123_456_789, '12,345만 6,789'],
    ['counts large amounts in 만 with separators rather than switching to 억', 100_000_000, '10,000만'],
    ['puts the sign of a negative amount in front', -12345, '-1만 2,345'],
    ['puts the sign of a negative amount in front', -500, '-500'],
    ['cuts a fraction of a won', 12345.9, '1만 2,345'],
    ['cuts a fraction of a won', 9999.9, '9,999'],
    ['gives empty text for non-finite numbers', Number.NaN, ''],
    ['gives empty text for non-finite numbers', Number.NEGATIVE_INFINITY, ''],
    ['formats the largest safe integer exactly', Number.MAX_SAFE_INTEGER, '900,719,925,474만 991'],
  ])('%s (%#)', (_rule, input, expected) => {
    expect(formatManWon(input)).toBe(expected);
  });
});
