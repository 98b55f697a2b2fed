import { describe, expect, it } from 'vitest';
import { formatBizNo, isBizNoFormat, isValidBizNo } from './biz-no.js';

describe('formatBizNo', () => {
  it.each([
    // Splits 10 digits as 3-2-5.
    ['2208162517', '220-81-62517'],
    // Reformats a number that already has hyphens or spaces.
    ['220-81-62517', '220-81-62517'],
    ['22081-62517', '220-81-62517'],
    [' 220 81 62517 ', '220-81-62517'],
    // Returns any other length as given.
    ['', ''],
    ['  ', '  '],
    ['220816251', '220816251'],
    ['22081625170', '22081625170'],
    ['9'.repeat(5_000), '9'.repeat(5_000)],
    // Returns text without 10 digits as given.
    ['사업자번호', '사업자번호'],
  ])('formatBizNo(%j) → %j', (input, expected) => {
    expect(formatBizNo(input)).toBe(expected);
  });
});

describe('isBizNoFormat', () => {
  it.each([
    // Accepts 10 digits with or without hyphens and spaces.
    ['1234567890', true],
    ['123-45-67890', true],
    [' 123 45 67890 ', true],
    // Refuses other lengths, letters and Hangul.
    ['', false],
    ['123456789', false],
    ['12345678901', false],
    ['123-45-6789O', false],
    ['일이삼4567890', false],
  ])('isBizNoFormat(%j) → %j', (input, expected) => {
    expect(isBizNoFormat(input)).toBe(expected);
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

  it.each([
    // Refuses a swapped pair of digits.
    ['2028162517', false],
    // Refuses empty, spaces, wrong lengths, letters, Hangul and very long input.
    ['', false],
    ['   ', false],
    ['220-81-6251', false],
    ['220-81-625170', false],
    ['22O-81-62517', false],
    ['이이공-81-62517', false],
    ['2208162517'.repeat(1_000), false],
  ])('isValidBizNo(%j) → %j', (input, expected) => {
    expect(isValidBizNo(input)).toBe(expected);
  });
});
