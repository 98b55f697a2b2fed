import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.js';

describe('formatBytes', () => {
  it.each([
    // Shows bytes below 1024 in B.
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    // Steps up by 1024 through KB, MB, GB and TB.
    [1024, '1 KB'],
    [1024 ** 2, '1 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4, '1 TB'],
    // Rounds to 2 decimals by default and drops trailing zeros.
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [1000, '1000 B'],
  ])('formatBytes(%j) → %j', (input, expected) => {
    expect(formatBytes(input)).toBe(expected);
  });

  it('uses the number of decimals asked for', () => {
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1234567, 4)).toBe('1.1774 MB');
  });

  it('treats a negative decimals count as 0', () => {
    expect(formatBytes(1536, -3)).toBe('2 KB');
  });

  it.each([
    // Stays in TB beyond a thousand terabytes.
    [1024 ** 5, '1024 TB'],
    // Keeps the sign of a negative size.
    [-2048, '-2 KB'],
    // Gives empty text for non-finite input.
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('formatBytes(%j) → %j', (input, expected) => {
    expect(formatBytes(input)).toBe(expected);
  });
});
