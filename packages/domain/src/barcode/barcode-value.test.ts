import { describe, expect, it } from 'vitest';
import {
  barcodeValueProblem,
  detectSymbology,
  gs1CheckDigit,
  isUnitBarcodeValue,
  unitBarcodeValue,
} from './barcode-value.js';

describe('maker barcodes', () => {
  it('computes the GS1 check digit', () => {
    expect(gs1CheckDigit('880123456789')).toBe(3);
    expect(gs1CheckDigit('03600029145')).toBe(2);
  });

  it('detects EAN-13 and UPC-A only when the check digit is right', () => {
    expect(detectSymbology('8801234567893')).toBe('ean13');
    expect(detectSymbology('8801234567890')).toBe('code128');
    expect(detectSymbology('036000291452')).toBe('upca');
    expect(detectSymbology('GB80L-2024')).toBe('code128');
  });

  it('explains what is wrong with a value for its symbology', () => {
    expect(barcodeValueProblem('8801234567890', 'ean13')).toContain('검사 숫자');
    expect(barcodeValueProblem('12345', 'ean13')).toContain('13자리');
    expect(barcodeValueProblem('램프', 'code128')).toContain('Code 128');
    expect(barcodeValueProblem('AB 12', 'code128')).toContain('공백');
    expect(barcodeValueProblem('8801234567893', 'ean13')).toBeNull();
  });
});

describe('unit barcodes', () => {
  it('makes U + 9 digits + a Luhn check digit', () => {
    expect(unitBarcodeValue(17)).toBe('U0000000174');
    expect(unitBarcodeValue(1)).toMatch(/^U000000001\d$/);
  });

  it('recognises its own values and refuses a mistyped one', () => {
    const value = unitBarcodeValue(123456);
    expect(isUnitBarcodeValue(value)).toBe(true);
    const wrong = `${value.slice(0, -1)}${(Number(value.slice(-1)) + 1) % 10}`;
    expect(isUnitBarcodeValue(wrong)).toBe(false);
    expect(isUnitBarcodeValue('U12')).toBe(false);
  });

  it('refuses serials out of range', () => {
    expect(() => unitBarcodeValue(0)).toThrow(RangeError);
    expect(() => unitBarcodeValue(1_000_000_000)).toThrow(RangeError);
  });
});
