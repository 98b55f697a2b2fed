import { describe, expect, it } from 'vitest';
import { decodeVin, normalizeVin, vinCheckDigit, vinModelYears } from './vin-decode.js';

// 1M8GDM9AXKP042788 is the worked example of 49 CFR 565: its check digit is X.
const NHTSA_EXAMPLE = '1M8GDM9AXKP042788';

describe('decodeVin', () => {
  it('splits a VIN into WMI, VDS and VIS', () => {
    const decoded = decodeVin(NHTSA_EXAMPLE);
    expect(decoded).toMatchObject({ valid: true, wmi: '1M8', vds: 'GDM9AX', vis: 'KP042788' });
  });

  it('confirms a matching check digit, including X for 10', () => {
    const decoded = decodeVin(NHTSA_EXAMPLE);
    expect(decoded.valid && decoded.checkDigit).toEqual({ expected: 'X', actual: 'X', matches: true });
    expect(decoded.valid && decoded.warnings).toEqual([]);
  });

  it('warns about a check-digit mismatch without refusing the VIN', () => {
    // A Hyundai-style domestic VIN: the 9th character is not a check digit.
    const decoded = decodeVin('KMHD341CBHU123456');
    expect(decoded.valid).toBe(true);
    if (!decoded.valid) return;
    expect(decoded.checkDigit.matches).toBe(false);
    expect(decoded.checkDigit.actual).toBe('B');
    expect(decoded.checkDigit.expected).toBe(vinCheckDigit('KMHD341CBHU123456'));
    expect(decoded.warnings).toHaveLength(1);
    expect(decoded.warnings[0]).toContain('검사 숫자');
  });

  it('gives both model-year candidates of the 10th character', () => {
    const decoded = decodeVin(NHTSA_EXAMPLE);
    expect(decoded.valid && decoded.modelYearCode).toBe('K');
    expect(decoded.valid && decoded.modelYears).toEqual([1989, 2019]);
  });

  it('warns when the 10th character is no year code', () => {
    const decoded = decodeVin('KMHD341CB0U123456');
    expect(decoded.valid && decoded.modelYears).toEqual([]);
    expect(decoded.valid && decoded.warnings.some((warning) => warning.includes('연식'))).toBe(true);
  });

  it('forgives lower case and spaces', () => {
    const decoded = decodeVin(' 1m8 gdm9ax kp042788 ');
    expect(decoded.valid && decoded.vin).toBe(NHTSA_EXAMPLE);
  });

  it.each(['I', 'O', 'Q'])('refuses the letter %s', (letter) => {
    const decoded = decodeVin(`1M8GDM9AXKP04278${letter}`);
    expect(decoded).toEqual({
      valid: false,
      vin: `1M8GDM9AXKP04278${letter}`,
      reason: '차대번호에는 I, O, Q를 쓰지 않습니다.',
    });
  });

  it('refuses a wrong length and says how long the input was', () => {
    expect(decodeVin('1M8GDM9AXKP04278')).toMatchObject({
      valid: false,
      reason: expect.stringContaining('16자리'),
    });
    expect(decodeVin('1M8GDM9AXKP0427888')).toMatchObject({ valid: false });
    expect(decodeVin('')).toMatchObject({ valid: false, reason: expect.stringContaining('0자리') });
    expect(decodeVin('   ')).toMatchObject({ valid: false });
    expect(decodeVin('A'.repeat(10_000))).toMatchObject({ valid: false });
  });

  it('refuses hyphens, Hangul and other symbols', () => {
    expect(decodeVin('1M8GDM9AX-P042788')).toMatchObject({ valid: false });
    expect(decodeVin('1M8GDM9AX가P042788')).toMatchObject({ valid: false });
  });
});

describe('vinCheckDigit', () => {
  it('computes the weighted sum modulo 11', () => {
    expect(vinCheckDigit(NHTSA_EXAMPLE)).toBe('X');
    // All ones: 1 × (sum of weights 89) = 89, 89 mod 11 = 1.
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });
});

describe('vinModelYears', () => {
  it('maps letters and digits to 1980–2009 and 2010–2039', () => {
    expect(vinModelYears('A')).toEqual([1980, 2010]);
    expect(vinModelYears('H')).toEqual([1987, 2017]);
    expect(vinModelYears('J')).toEqual([1988, 2018]);
    expect(vinModelYears('P')).toEqual([1993, 2023]);
    expect(vinModelYears('R')).toEqual([1994, 2024]);
    expect(vinModelYears('T')).toEqual([1996, 2026]);
    expect(vinModelYears('Y')).toEqual([2000, 2030]);
    expect(vinModelYears('1')).toEqual([2001, 2031]);
    expect(vinModelYears('9')).toEqual([2009, 2039]);
  });

  it('has no year for U, Z, 0 or anything longer than one character', () => {
    for (const code of ['U', 'Z', '0', 'I', 'O', 'Q', '', 'AB', '가']) {
      expect(vinModelYears(code)).toEqual([]);
    }
  });
});

describe('normalizeVin', () => {
  it('removes spaces and upper-cases', () => {
    expect(normalizeVin(' kmh d341 ')).toBe('KMHD341');
  });
});
