import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.js';

describe('formatBytes', () => {
  it.each([
    ['shows bytes below 1024 in B', 0, '0 B'],
    ['shows bytes below 1024 in B', 1, '1 B'],
    ['shows bytes below 1024 in B', 1023, '1023 B'],
    ['steps up by 1024 through KB, MB, GB and TB', 1024, '1 KB'],
    ['steps up by 1024 through KB, MB, GB and TB', 1024 ** 2, '1 MB'],
    ['steps up by 1024 through KB, MB, GB and TB', 1024 ** 3, '1 GB'],
    ['steps up by 1024 through KB, MB, GB and TB', 1024 ** 4, '1 TB'],
    ['rounds to 2 decimals by default and drops trailing zeros', 1536, '1.5 KB'],
    ['rounds to 2 decimals by default and drops trailing zeros', 1234567, '1.18 MB'],
    ['rounds to 2 decimals by default and drops trailing zeros', 1000, '1000 B'],
  ])('%s (%#)', (_rule, input, expected) => {
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
    ['stays in TB beyond a thousand terabytes', 1024 ** 5, '1024 TB'],
    ['keeps the sign of a negative size', -2048, '-2 KB'],
    ['gives empty text for non-finite input', Number.NaN, ''],
    ['gives empty text for non-finite input', Number.POSITIVE_INFINITY, ''],
  ])('%s (%#)', (_rule, input, expected) => {
    expect(formatBytes(input)).toBe(expected);
  });
});
