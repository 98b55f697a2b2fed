import { describe, expect, it } from 'vitest';
import { partSearchKeyword } from './part-keyword';

describe('partSearchKeyword', () => {
  it('reduces a scanned web address to the path that carries the barcode', () => {
    expect(partSearchKeyword('https://x.kr/p/8801234567890')).toBe('/p/8801234567890');
    expect(partSearchKeyword('HTTP://scan.kr/P/PUMP%2077?src=label')).toBe('/P/PUMP77');
  });

  it('keeps a typed part number or Korean name as typed, trimmed', () => {
    expect(partSearchKeyword('  92101-F2000 ')).toBe('92101-F2000');
    expect(partSearchKeyword('램프')).toBe('램프');
  });

  it('sends no keyword for an empty or blank box', () => {
    expect(partSearchKeyword(undefined)).toBeUndefined();
    expect(partSearchKeyword('   ')).toBeUndefined();
  });
});
