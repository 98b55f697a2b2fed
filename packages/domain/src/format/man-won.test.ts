import { describe, expect, it } from 'vitest';
import { formatManWon, formatThousands } from './man-won.js';

describe('formatThousands', () => {
  it('groups digits by three', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-1234567)).toBe('-1,234,567');
  });

  it('prints every digit of numbers beyond 1e21 instead of exponent notation', () => {
    expect(formatThousands(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('cuts fractions and gives empty text for non-finite numbers', () => {
    expect(formatThousands(1234.99)).toBe('1,234');
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatManWon', () => {
  it('shows amounts below 10,000 with separators', () => {
    expect(formatManWon(0)).toBe('0');
    expect(formatManWon(500)).toBe('500');
    expect(formatManWon(9999)).toBe('9,999');
  });

  it('shows exactly 10,000 as one 만 unit with no remainder', () => {
    expect(formatManWon(10000)).toBe('1만');
  });

  it('shows the remainder below 만 after a space, with separators', () => {
    expect(formatManWon(12345)).toBe('1만 2,345');
    expect(formatManWon(10001)).toBe('1만 1');
    expect(formatManWon(19999)).toBe('1만 9,999');
  });

  it('drops a zero remainder', () => {
    expect(formatManWon(50000)).toBe('5만');
    expect(formatManWon(1_000_000)).toBe('100만');
  });

  it('counts large amounts in 만 with separators rather than switching to 억', () => {
    expect(formatManWon(123_456_789)).toBe('12,345만 6,789');
    expect(formatManWon(100_000_000)).toBe('10,000만');
  });

  it('puts the sign of a negative amount in front', () => {
    expect(formatManWon(-12345)).toBe('-1만 2,345');
    expect(formatManWon(-500)).toBe('-500');
  });

  it('cuts a fraction of a won', () => {
    expect(formatManWon(12345.9)).toBe('1만 2,345');
    expect(formatManWon(9999.9)).toBe('9,999');
  });

  it('gives empty text for non-finite numbers', () => {
    expect(formatManWon(Number.NaN)).toBe('');
    expect(formatManWon(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('formats the largest safe integer exactly', () => {
    expect(formatManWon(Number.MAX_SAFE_INTEGER)).toBe('900,719,925,474만 991');
  });
});
