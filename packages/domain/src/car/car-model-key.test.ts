import { describe, expect, it } from 'vitest';
import { carModelKey, vinPattern } from './car-model-key.js';

describe('fitment keys', () => {
  it('takes the first eight characters of a valid VIN as its model line', () => {
    expect(vinPattern('KMHD341CBHU123456')).toBe('KMHD341C');
    expect(vinPattern('kmhd341cbhu 123456')).toBe('KMHD341C');
    expect(vinPattern('TOO-SHORT')).toBeNull();
  });

  it('compares model names without spaces, hyphens or case', () => {
    expect(carModelKey('Avante AD')).toBe('AVANTEAD');
    expect(carModelKey('아반떼-AD')).toBe('아반떼AD');
    expect(carModelKey('  ')).toBeNull();
    expect(carModelKey(null)).toBeNull();
  });
});
