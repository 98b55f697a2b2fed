import { decodeVin } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { likelyModelYear, makerOfVin, modelYearText, vinFromScan } from './vin-makers';

describe('VIN read locally', () => {
  it('names the maker from the first three characters', () => {
    expect(makerOfVin('KMHD341CBHU123456')).toBe('현대자동차 (승용)');
    expect(makerOfVin('knadn412bg6123456')).toBe('기아 (승용)');
    expect(makerOfVin('WBA8E9C50GK123456')).toBe('BMW');
    expect(makerOfVin('ZZZ11111111111111')).toBeNull();
  });

  it('reads the 10th character as the latest model year that is not in the future', () => {
    const decoded = decodeVin('KMHD341CBHU123456');
    if (!decoded.valid) throw new Error('a well-formed VIN');
    expect(decoded.modelYears).toEqual([1987, 2017]);
    expect(likelyModelYear(decoded.modelYears, 2026)).toBe(2017);
    expect(likelyModelYear([2000, 2030], 2026)).toBe(2000);
    expect(likelyModelYear([2000, 2030], 2029)).toBe(2030);
    expect(likelyModelYear([], 2026)).toBeNull();
    expect(modelYearText([1987, 2017])).toBe('1987년 또는 2017년');
    expect(modelYearText([])).toBe('알 수 없음');
  });

  it('takes a VIN from what a scanner or a person types', () => {
    expect(vinFromScan(' kmhd341cbhu 123456 ')).toBe('KMHD341CBHU123456');
    expect(vinFromScan('KMHD341CB-HU123456')).toBe('KMHD341CBHU123456');
    expect(vinFromScan('https://car.example.kr/v/KMHD341CBHU123456?x=1')).toBe('KMHD341CBHU123456');
    expect(vinFromScan('   ')).toBe('');
  });
});
