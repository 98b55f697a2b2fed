import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.js';

describe('formatBytes', () => {
  it('shows bytes below 1024 in B', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('steps up by 1024 through KB, MB, GB and TB', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1024 ** 2)).toBe('1 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(1024 ** 4)).toBe('1 TB');
  });

  it('rounds to 2 decimals by default and drops trailing zeros', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(1000)).toBe('1000 B');
  });

  it('uses the number of decimals asked for', () => {
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1234567, 4)).toBe('1.1774 MB');
  });

  it('treats a negative decimals count as 0', () => {
    expect(formatBytes(1536, -3)).toBe('2 KB');
  });

  it('stays in TB beyond a thousand terabytes', () => {
    expect(formatBytes(1024 ** 5)).toBe('1024 TB');
  });

  it('keeps the sign of a negative size', () => {
    expect(formatBytes(-2048)).toBe('-2 KB');
  });

  it('gives empty text for non-finite input', () => {
    expect(formatBytes(Number.NaN)).toBe('');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('');
  });
});
