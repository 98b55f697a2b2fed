import { describe, expect, it } from 'vitest';
import { formatBizNo, isBizNoFormat, isValidBizNo } from './biz-no.js';

describe('formatBizNo', () => {
  it('splits 10 digits as 3-2-5', () => {
    expect(formatBizNo('2208162517')).toBe('220-81-62517');
  });

  it('reformats a number that already has hyphens or spaces', () => {
    expect(formatBizNo('220-81-62517')).toBe('220-81-62517');
    expect(formatBizNo('22081-62517')).toBe('220-81-62517');
    expect(formatBizNo(' 220 81 62517 ')).toBe('220-81-62517');
  });

  it('returns any other length as given', () => {
    expect(formatBizNo('')).toBe('');
    expect(formatBizNo('  ')).toBe('  ');
    expect(formatBizNo('220816251')).toBe('220816251');
    expect(formatBizNo('22081625170')).toBe('22081625170');
    expect(formatBizNo('9'.repeat(5_000))).toBe('9'.repeat(5_000));
  });

  it('returns text without 10 digits as given', () => {
    expect(formatBizNo('사업자번호')).toBe('사업자번호');
  });
});

describe('isBizNoFormat', () => {
  it('accepts 10 digits with or without hyphens and spaces', () => {
    expect(isBizNoFormat('1234567890')).toBe(true);
    expect(isBizNoFormat('123-45-67890')).toBe(true);
    expect(isBizNoFormat(' 123 45 67890 ')).toBe(true);
  });

  it('refuses other lengths, letters and Hangul', () => {
    expect(isBizNoFormat('')).toBe(false);
    expect(isBizNoFormat('123456789')).toBe(false);
    expect(isBizNoFormat('12345678901')).toBe(false);
    expect(isBizNoFormat('123-45-6789O')).toBe(false);
    expect(isBizNoFormat('일이삼4567890')).toBe(false);
  });
});

describe('isValidBizNo', () => {
  it.each(['220-81-62517', '2208162517', '120-81-47521', '124-81-00998', '000-00-00000'])(
    'accepts the correct check digit of %s',
    (value) => {
      expect(isValidBizNo(value)).toBe(true);
    },
  );

  it('adds the tens of 9th digit × 5 to the sum', () => {
    // 124-81-00998: weighted sum 118, plus floor(9 × 5 / 10) = 4 → 122 → check (10 − 2) mod 10 = 8.
    // Without the tens term the check would be 2, so only the full rule accepts 8.
    expect(isValidBizNo('124-81-00998')).toBe(true);
    expect(isValidBizNo('124-81-00992')).toBe(false);
  });

  it('refuses every other final digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit === 7) continue;
      expect(isValidBizNo(`220816251${digit}`)).toBe(false);
    }
  });

  it('refuses a swapped pair of digits', () => {
    expect(isValidBizNo('2028162517')).toBe(false);
  });

  it('refuses empty, spaces, wrong lengths, letters, Hangul and very long input', () => {
    expect(isValidBizNo('')).toBe(false);
    expect(isValidBizNo('   ')).toBe(false);
    expect(isValidBizNo('220-81-6251')).toBe(false);
    expect(isValidBizNo('220-81-625170')).toBe(false);
    expect(isValidBizNo('22O-81-62517')).toBe(false);
    expect(isValidBizNo('이이공-81-62517')).toBe(false);
    expect(isValidBizNo('2208162517'.repeat(1_000))).toBe(false);
  });
});
