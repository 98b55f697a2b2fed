import { describe, expect, it } from 'vitest';
import { pagerTotal, totalText } from './list-total';

describe('list totals', () => {
  it('says the exact count, or that there are at least 1,000 rows', () => {
    expect(totalText(1234, false)).toBe('총 1,234건');
    expect(totalText(0, false)).toBe('총 0건');
    expect(totalText(1000, true)).toBe('1,000건 이상');
  });

  it('pages on past a capped count while pages come back full', () => {
    expect(pagerTotal(37, false, 1, 50, 37)).toBe(37);
    expect(pagerTotal(1000, true, 1, 50, 50)).toBe(1000);
    expect(pagerTotal(1000, true, 20, 50, 50)).toBe(1001);
    expect(pagerTotal(1000, true, 25, 50, 12)).toBe(1212);
  });
});
