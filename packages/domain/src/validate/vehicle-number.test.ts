import { describe, expect, it } from 'vitest';
import { isVehicleNumber, normalizeVehicleNumber, VEHICLE_NUMBER_REGIONS } from './vehicle-number.js';

describe('isVehicleNumber', () => {
  it.each([
    // Accepts 2 digits, one Hangul syllable and 4 digits.
    ['12가3456', true],
    ['99허9999', true],
    // Accepts 3 digits in front, the form issued since 2019.
    ['123가4567', true],
    ['000하0000', true],
  ])('isVehicleNumber(%j) → %j', (input, expected) => {
    expect(isVehicleNumber(input)).toBe(expected);
  });

  it('knows all 17 regions', () => {
    expect(VEHICLE_NUMBER_REGIONS).toHaveLength(17);
  });

  it.each(VEHICLE_NUMBER_REGIONS)('accepts the region prefix %s with 2 and 3 front digits', (region) => {
    expect(isVehicleNumber(`${region}12가3456`)).toBe(true);
    expect(isVehicleNumber(`${region}123가4567`)).toBe(true);
    expect(isVehicleNumber(`${region} 12 가 3456`)).toBe(true);
  });

  it('ignores spaces anywhere, including tabs and around the whole number', () => {
    expect(isVehicleNumber(' 12 가 3456 ')).toBe(true);
    expect(isVehicleNumber('서울\t12가\t3456')).toBe(true);
    expect(isVehicleNumber('1 2가34 56')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['one front digit', '1가3456'],
    ['four front digits', '1234가5678'],
    ['three back digits', '12가345'],
    ['five back digits', '12가34567'],
    ['no syllable', '123456'],
    ['two syllables', '12가나3456'],
    ['a Latin letter', '12A3456'],
    ['a lone jamo', '12ㄱ3456'],
    ['a hyphen', '12가-3456'],
    ['an unknown region', '뉴욕12가3456'],
    ['a region abbreviated', '서12가3456'],
    ['a region after the number', '12가3456서울'],
    ['two regions', '서울부산12가3456'],
    ['a region alone', '서울'],
    ['full-width digits', '１２가３４５６'],
    ['very long input', `${'1'.repeat(5_000)}가3456`],
  ])('refuses %s', (_case, value) => {
    expect(isVehicleNumber(value)).toBe(false);
  });
});

describe('normalizeVehicleNumber', () => {
  it('removes every space', () => {
    expect(normalizeVehicleNumber(' 서울 12 가 3456 ')).toBe('서울12가3456');
  });
});
