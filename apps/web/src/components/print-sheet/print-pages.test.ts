import { describe, expect, it } from 'vitest';
import { amountInWords, koreanNumerals, paginateRows } from './print-pages';

describe('printed document rules', () => {
  it('splits lines over pages, the first one shorter', () => {
    const rows = Array.from({ length: 40 }, (_, i) => i);
    const pages = paginateRows(rows, 12, 20);
    expect(pages.map((p) => p.length)).toEqual([12, 20, 8]);
    expect(pages.flat()).toEqual(rows);
    expect(paginateRows([], 12, 20)).toEqual([[]]);
  });

  it('writes amounts in Korean numerals', () => {
    expect(koreanNumerals(1_234_560)).toBe('일백이십삼만사천오백육십');
    expect(koreanNumerals(10_000)).toBe('일만');
    expect(koreanNumerals(100_020_003)).toBe('일억이만삼');
    expect(koreanNumerals(0)).toBe('영');
    expect(amountInWords(55_000)).toBe('일금 오만오천원정 (₩55,000)');
  });
});
