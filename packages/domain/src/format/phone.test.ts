import { describe, expect, it } from 'vitest';
import { formatPhone, isLandlinePrefix, isMobilePrefix, isPhoneNumber, MOBILE_PREFIXES } from './phone.js';

describe('formatPhone', () => {
  it.each([
    // Splits 11 digits as 3-4-4.
    ['01012345678', '010-1234-5678'],
    ['07012345678', '070-1234-5678'],
    // Splits 10 digits starting 02 as 2-4-4.
    ['0212345678', '02-1234-5678'],
    // Splits other 10-digit numbers as 3-3-4.
    ['0311234567', '031-123-4567'],
    ['0111234567', '011-123-4567'],
    // Splits 9 digits starting 02 as 2-3-4.
    ['021234567', '02-123-4567'],
    // Returns 9 digits not starting 02 as given.
    ['031123456', '031123456'],
    // Splits 8 digits as 4-4.
    ['15881234', '1588-1234'],
    // Reformats numbers that already carry hyphens, spaces or brackets.
    ['010-1234-5678', '010-1234-5678'],
    ['02-123-4567', '02-123-4567'],
    ['0212-345-678', '02-1234-5678'],
    [' 010 1234 5678 ', '010-1234-5678'],
    ['(02) 1234-5678', '02-1234-5678'],
    // Returns other lengths exactly as given.
    ['', ''],
    ['   ', '   '],
    ['0101234', '0101234'],
    ['010-1234-56789', '010-1234-56789'],
    ['1'.repeat(10_000), '1'.repeat(10_000)],
    // Returns text without digits as given.
    ['전화번호', '전화번호'],
    ['abc', 'abc'],
    // Keeps only the digits of mixed text, Hangul included.
    ['휴대폰 010 1234 5678', '010-1234-5678'],
  ])('formatPhone(%j) → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('isMobilePrefix', () => {
  it.each(MOBILE_PREFIXES)('accepts %s', (prefix) => {
    expect(isMobilePrefix(prefix)).toBe(true);
    expect(isMobilePrefix(`${prefix}-1234-5678`)).toBe(true);
  });

  it.each(['013', '014', '020', '070', '02', '031', '10', '01'])('refuses %s', (prefix) => {
    expect(isMobilePrefix(prefix)).toBe(false);
  });

  it('refuses empty, spaces and Hangul', () => {
    expect(isMobilePrefix('')).toBe(false);
    expect(isMobilePrefix('   ')).toBe(false);
    expect(isMobilePrefix('공일공')).toBe(false);
  });
});

describe('isLandlinePrefix', () => {
  it('accepts 02 and 070', () => {
    expect(isLandlinePrefix('02')).toBe(true);
    expect(isLandlinePrefix('02-123-4567')).toBe(true);
    expect(isLandlinePrefix('070-1234-5678')).toBe(true);
  });

  it('accepts every prefix from 031 to 064', () => {
    for (let n = 31; n <= 64; n += 1) {
      expect(isLandlinePrefix(`0${n}1234567`)).toBe(true);
    }
  });

  it.each(['030', '065', '069', '071', '010', '011', '001', '03', '0'])('refuses %s', (prefix) => {
    expect(isLandlinePrefix(prefix)).toBe(false);
  });

  it('refuses numbers without a leading 0 and non-digits', () => {
    expect(isLandlinePrefix('312345678')).toBe(false);
    expect(isLandlinePrefix('')).toBe(false);
    expect(isLandlinePrefix('서울')).toBe(false);
  });
});

describe('isPhoneNumber', () => {
  it.each([
    '010-1234-5678',
    '01012345678',
    '02-123-4567',
    '0212345678',
    '031-123-4567',
    '1588-1234',
    ' 010 1234 5678',
    '(02) 1234-5678',
  ])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '---',
    '010-1234-567a',
    '공일공12345678',
    '031123456',
    '0158-1234',
    '11012345678',
    '010123456789',
    '0101234',
    '0'.repeat(5_000),
  ])('refuses %s', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
